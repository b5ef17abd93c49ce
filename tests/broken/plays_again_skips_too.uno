# planted fault: a Skip rewritten with 'player plays again' on top of its 'next loses turn': the player keeps the turn, so nobody is skipped, and the lost turn never happens though the rule book would print it (the inherited claim that the Skip skips the next player fails too)
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_plays_again_skips_too
extends standard
on skip: player plays again, next loses turn
