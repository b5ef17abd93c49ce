# fault: a Draw Five (dark side) is allowed to answer a pending Draw One (light side), but the two faces are never up at the same time, so the stack line can never apply
# meant: on either side a draw card may be answered: a Draw One by a Draw One, and a Draw One by a Draw Five ("the dark side hits back harder")
# expect: the stack 'draw_five on draw_one' is dead: no position has a Draw One pending with the dark side up ("no dead clause" not proved / refuted for that stack)
variant fault_01
extends flip
title "Flip with stacked draws"
on draw_one: next draws 1 or stacks
stack draw_one on draw_one
stack draw_five on draw_one
note "A Draw One waiting to be drawn may be answered with another Draw One, or with a Draw Five, which adds 5 to the total."
on draw_five: next draws 5, next loses turn
