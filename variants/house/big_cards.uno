variant big_cards
extends standard
title "House cards: Skip Everyone, Wild Draw Six, Wild Draw Ten"
about "Three house cards join the deck: a Skip Everyone of each colour (every other player is passed over and the player goes again), and two each of a Wild Draw Six and a Wild Draw Ten."
card skip_everyone: 1 per colour, scores 20
card wild_draw_six, wild_draw_ten: 2 without colour, scores 50
expect 116 cards
expect 26 cards per colour
on skip_everyone: player plays again
on wild_draw_six: player chooses colour, next draws 6, next loses turn
on wild_draw_ten: player chooses colour, next draws 10, next loses turn
play wild_draw_six, wild_draw_ten: always
start skip_everyone: first loses turn
start wild_draw_six, wild_draw_ten: return it and turn another
note "The counts are this table's choice. Turned over to start the round, a Skip Everyone is a Skip; a big Wild goes back and another card is turned."
