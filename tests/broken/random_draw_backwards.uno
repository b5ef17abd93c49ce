# planted fault: a launcher press that counts down (4 to 0) draws no number at all
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_random_draw_backwards
extends standard
on draw_two: next draws 4 to 0 at random, next loses turn
