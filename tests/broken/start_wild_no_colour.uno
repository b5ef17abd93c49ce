# planted fault: a Wild turned over at the start names no colour, so the first turn has none
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_start_wild_no_colour
extends standard
start wild: nothing
