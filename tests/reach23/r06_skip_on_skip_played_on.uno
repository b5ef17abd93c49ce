# House rule: a Skip played on a Skip skips two players (the skips add up).
# Rewrite of r06_skip_on_skip.uno (kept beside it as the campaign wrote it), now that an
# effect's 'if' may ask 'played on same face': it reads the card the Skip was laid on,
# where 'same face' compares the Skip, already on top, with itself. A Skip on anything
# else skips one player, as before.
variant r06_skip_on_skip_played_on
extends standard
title "House rule: a Skip on a Skip skips two"
on skip: next loses turn, next loses turn if played on same face
without claim skip skips the next player
# With two players a Reverse still acts as a Skip on anything but a Skip: a Reverse laid on
# a Skip lets its player play again, where a Skip on it passes the turn. The claim no
# longer holds, and verify says so; the book keeps the Reverse's own rule.
without claim with 2 players reverse acts as skip
