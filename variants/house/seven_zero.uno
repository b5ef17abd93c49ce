variant seven_zero
extends standard
title "House rule: seven-zero"
about "A 7 swaps hands with a player of your choice; a 0 passes every hand one seat on, in the direction of play."

on 7: player swaps hands with target
note "Played as the last card, a 7 or a 0 wins the round at once and nothing is swapped or passed (last card: draws apply)."
on 0: hands pass on
claim 0 passes every hand on
