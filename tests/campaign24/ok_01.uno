# meant: UNO Flip with progressive stacking kept on each side: a Draw One answers a Draw One (light side), a Draw Five answers a Draw Five (dark side); the two never stack on each other, on purpose.
variant ok_01
extends flip
on draw_one: next draws 1 or stacks
on draw_five: next draws 5 or stacks
stack draw_one on draw_one
stack draw_five on draw_five
