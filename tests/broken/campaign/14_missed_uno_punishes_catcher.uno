# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'penalty missed_uno: player draws 3' (player = the catcher) while the note says the caught player draws
# expect: penalty on the rule-breaker
variant harsh_uno_call
extends standard
title "House rules: a harsher UNO call"
about "A player caught without calling UNO draws three cards instead of two."

penalty missed_uno: player draws 3
note "Three cards for the caught player: calling UNO matters at our table."
