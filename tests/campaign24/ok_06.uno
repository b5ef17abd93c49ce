# meant: seven-zero where a 0 always passes every hand to the right, whatever the direction of play; the claim states the intent.
variant ok_06
extends seven_zero
on 0: hands pass right
without claim 0 passes every hand on
claim 0 passes every hand right
