# why it is right: each side stacks its own draw card on itself (Draw One on Draw One while light is up, Draw Five on Draw Five while dark is up), so every stack line can apply; the claims hold because a stacking player owes the total and the player who takes it loses the turn
variant ok_01
extends flip
title "Flip with stacked draws on each side"
on draw_one: next draws 1 or stacks
stack draw_one on draw_one
claim draw_one makes the next player draw 1
claim draw_one skips the next player
on draw_five: next draws 5 or stacks
stack draw_five on draw_five
claim draw_five makes the next player draw 5
claim draw_five skips the next player
note "A Draw One may be answered with a Draw One, a Draw Five with a Draw Five; the player who cannot or will not answer draws the whole total and loses the turn."
