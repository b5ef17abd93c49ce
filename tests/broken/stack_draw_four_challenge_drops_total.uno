# planted fault: a Wild Draw Four may answer a pending Draw Two, but it keeps standard's challenge, whose accepted outcome ('next draws 4, next loses turn') ends the stack: the total already pending is dropped and only 4 are drawn
# expect: stacked draws passed on
variant broken_stack_draw_four_challenge_drops_total
extends progressive_draw_two
stack wild_draw_four on draw_two
