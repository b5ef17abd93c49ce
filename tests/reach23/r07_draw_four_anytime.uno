# House rule: a Wild Draw Four may be played at any time, like a Wild; nobody can challenge it.
variant r07_draw_four_anytime
extends standard
title "House rule: Wild Draw Four at any time"
without require wild_draw_four
without challenge wild_draw_four
on wild_draw_four: player chooses colour, next draws 4, next loses turn
claim wild_draw_four makes the next player draw 4
claim wild_draw_four skips the next player
