# fault: a Draw Five may be stacked on a Draw One, but the Draw One is a light face and the Draw Five a dark face: they are never up at the same time.
# meant: progressive stacking on both sides: a Draw One on a Draw One (light side), a Draw Five on a Draw Five (dark side).
# expect: 'stack draw_five on draw_one' can never apply (the two faces never meet), and the dark side has no stack at all, so a Draw Five's pending total can only be drawn.
variant fault_06
extends flip
on draw_one: next draws 1 or stacks
on draw_five: next draws 5 or stacks
stack draw_one on draw_one
stack draw_five on draw_one
