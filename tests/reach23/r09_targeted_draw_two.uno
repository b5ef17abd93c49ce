# House rule: the player of a Draw Two chooses who draws the two cards; nobody loses a turn.
variant r09_targeted_draw_two
extends standard
title "House rule: a Draw Two hits the player you choose"
on draw_two: target draws 2
without claim draw_two makes the next player draw 2
without claim draw_two skips the next player
claim draw_two passes the turn to the next player
start draw_two: first draws 2
note "Turned over to start, nobody chooses: the first player draws 2 and then plays."
