# planted fault: the official Draw Two's 'next loses turn' kept after 'next draws 2 or stacks': the stack already decides the turn, so the lost turn never happens, yet the rule book would print it
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_stack_draw_also_skips
extends standard
on draw_two: next draws 2 or stacks, next loses turn
stack draw_two on draw_two
