# planted fault: a swap names 'others', which is one player only when 2 play
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_swap_with_others
extends standard
on 7: player swaps hands with others
