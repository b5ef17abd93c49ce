# planted fault: 'others plays first' names several players
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_start_plays_first_others
extends standard
start reverse: reverse, others plays first
