# planted fault: a Draw Five may be stacked on a Draw One, but a Draw One is played light side up and a Draw Five shows only dark side up: the stack is never offered
# expect: no dead clause
variant broken_flip_stack_sides
extends flip
on draw_one: next draws 1 or stacks
stack draw_five on draw_one
