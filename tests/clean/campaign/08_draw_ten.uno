# campaign 16, correct but unusual: a single Wild Draw Ten (many draws), 2-6 players
variant draw_ten
extends standard
title "House rules: the Draw Ten"
about "One brutal Wild Draw Ten joins the deck, at tables of two to six."

players 2 to 6
card wild_draw_ten: 1 without colour, scores 100
expect 109 cards
expect 1 wild_draw_ten
play wild_draw_ten: always
on wild_draw_ten: player chooses colour, next draws 10, next loses turn
start wild_draw_ten: return it and turn another
