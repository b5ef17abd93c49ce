# planted fault: every card turned over at the start is sent back, so a round never starts
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_start_never_ends
extends standard
start any card: return it and turn another
without start number cards
without start draw_two
without start skip
without start reverse
without start wild
without start wild_draw_four
