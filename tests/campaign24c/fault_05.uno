variant fault_05
extends standard
title "A lunch-break game"
about "The official rules, cut short for a lunch break: the first to reach 250 points wins."
game ends at 25 points
note "Rounds are scored as usual, the winner taking the points left in the other hands."
