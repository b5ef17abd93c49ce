# planted fault: partners sit opposite, but the table allows three or five players, where a seat faces nobody
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_partners_odd_table
extends standard
players 3 to 5
scoring: partners sitting opposite score the other hands
