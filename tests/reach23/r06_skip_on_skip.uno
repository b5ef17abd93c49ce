# House rule: a Skip played on a Skip skips two players (the skips add up).
# No condition asks about the card the Skip was played on: 'same face' and 'identical card'
# in an effect's 'if' compare the Skip with itself once it is on the pile (always true),
# and a 'stack' answers only a pending draw. The closest file compiles but always skips two.
variant r06_skip_on_skip
extends standard
title "House rule: a Skip on a Skip skips two"
on skip: next loses turn, next loses turn if same face
without claim skip skips the next player
