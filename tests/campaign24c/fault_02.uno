variant fault_02
extends standard
title "Partners, quick game"
about "A quick game for four: partners sit opposite each other and play to 250 points."
players 4 to 4
game ends at 250 points
note "Partners share their score, so help your partner go out."
