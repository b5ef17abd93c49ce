variant seat_zero_wins
extends standard
title "Seat 0 always wins"
players 2 to 2
deal 1 cards
dealer: symbols count 0
play any card: always
draw: one card, may play it, only without a playable card
start number cards: dealer plays first
start draw_two: dealer plays first
start skip: dealer plays first
start reverse: dealer plays first
start wild: return it and turn another
start wild_draw_four: return it and turn another
game ends at 0 points
