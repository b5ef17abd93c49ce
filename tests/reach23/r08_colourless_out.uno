# House rule (for young players): the colourless cards are taken out; no Wild, no Wild Draw Four.
variant r08_colourless_out
extends standard
title "House rule: no wild cards"
without card wild
without card wild_draw_four
without play wild
without play wild_draw_four
without require wild_draw_four
without on wild
without on wild_draw_four
without challenge wild_draw_four
without start wild
without start wild_draw_four
without expect 108 cards
without expect 4 wild
without expect 4 wild_draw_four
expect 100 cards
