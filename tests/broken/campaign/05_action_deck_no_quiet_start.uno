# campaign 16 (written from the docs alone by a helper who had not read the verifier): all-action deck (no number cards) where every kind's start rule is "return it and turn another"
# expect: compiles
variant all_action
title "All-action UNO"
about "No number cards at all: every card does something. The first card turned over must be a quiet one."

players 2 to 6
colours red, yellow, green, blue
deal 5 cards

card skip: 3 per colour, scores 20
card reverse: 3 per colour, scores 20
card draw_two: 3 per colour, scores 20
card wild: 4 without colour, scores 50
expect 40 cards
expect 9 cards per colour
expect 4 wild

play any card: same colour or same face
play wild: always

on skip: next loses turn
on reverse: reverse, next loses turn if 2 players
on draw_two: next draws 2, next loses turn
on wild: player chooses colour

start skip, reverse, draw_two: return it and turn another
note "An action card turned over at the start would hit the first player before they have played: it goes back and another is turned over."
start wild: return it and turn another
note "A Wild at the start goes back too: the first card must be a quiet one."

draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
last card: draws apply
scoring: winner scores the other hands
game ends at 300 points
