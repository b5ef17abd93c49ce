# House rule: Seven-O is played only with three or more players; with two, 7s and 0s are plain numbers.
variant r03_seven_oh_three_plus
extends seven_zero
title "House rule: seven-zero only at three or more players"
on 7: player swaps hands with target if not 2 players
on 0: hands pass on if not 2 players
without claim 0 passes every hand on
claim with 3 or more players 0 passes every hand on
claim with 2 players 7 acts as 5
claim with 2 players 0 acts as 5
