# House rule: a Draw Two makes the next player draw two, but they still take their turn.
variant r14_draw_two_no_skip
extends standard
title "House rule: draw two and play on"
on draw_two: next draws 2
without claim draw_two skips the next player
claim draw_two passes the turn to the next player
start draw_two: first draws 2
