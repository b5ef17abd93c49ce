# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'players 2 to 6' and 'others draws 1 if 7 players'
# expect: no dead clause
variant crowded_table
extends standard
title "House rules: the crowded table"
about "Two to six players. At a full table a Draw Two also makes everyone else draw one."

players 2 to 6
on draw_two: next draws 2, next loses turn, others draws 1 if 7 players
note "At a full table (all seats taken), everybody but the player draws one card as well."
