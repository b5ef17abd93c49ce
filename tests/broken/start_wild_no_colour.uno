# planted fault: a Wild turned over at the start names no colour, so the first turn has none
# expect: turn order in range
variant broken_start_wild_no_colour
extends standard
start wild: nothing
