# House rule: progressive draws of different values: a Draw Two may also answer a Wild Draw Four
# (in the colour its player named), besides +2 on +2, +4 on +2 and +4 on +4; the total grows.
variant r10_stack_any_draw
extends stacking
title "House rule: any draw card stacks on any draw card"
stack draw_two on wild_draw_four
