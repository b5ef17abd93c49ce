# why it is right: hands passed on, swaps with a chosen player and 'next' all count only the players still in, which the docs say works with knock-outs (unlike shuffled hands); the claim that a 0 passes every hand on is what 'hands pass on' does
variant ok_02
extends mercy
title "Mercy with seven-zero"
on 7: player swaps hands with target
note "A 7 swaps hands with a player still in, of the player's choice."
on 0: hands pass on
claim 0 passes every hand on
note "A 0 makes every player still in pass their hand to the next player still in, in the direction of play."
