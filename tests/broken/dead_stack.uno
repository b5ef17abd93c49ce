# planted fault: a stack rule nobody is ever offered: the card stacked on never opens a stack
# expect: no dead clause
variant broken_dead_stack
extends standard
on draw_two: next draws 2 or stacks if 11 players, next draws 2 if 2 players
stack draw_two on draw_two
