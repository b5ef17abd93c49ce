# House rule: a Wild Draw Four turned over to start is not sent back: it counts as played by the
# dealer, who names the colour; the first player draws four and misses the turn.
variant r15_start_draw_four_counts
extends standard
title "House rule: a Wild Draw Four to start counts"
start wild_draw_four: dealer chooses colour, first draws 4, first loses turn
