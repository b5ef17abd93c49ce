# campaign 16, correct but unusual: a single colour (35 cards), every card matches
variant monochrome
title "Monochrome UNO"
about "One colour only: every card matches every other, so the game is a pure race, with Skips and Draw Twos to slow the others."

players 2 to 4
colours red
deal 5 cards

card 1 to 9: number, 3 per colour, scores face value
card skip: 3 per colour, scores 20
card draw_two: 3 per colour, scores 20
card wild: 2 without colour, scores 50
expect 35 cards
expect 33 cards per colour
expect 27 number cards per colour
expect 2 wild

play any card: same colour or same face
play wild: always
on number cards: nothing
on skip: next loses turn
on draw_two: next draws 2, next loses turn
on wild: player chooses colour
note "There is only red to name."

start number cards: nothing
start skip: first loses turn
start draw_two: first draws 2, first loses turn
start wild: first chooses colour

draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
last card: draws apply
scoring: winner scores the other hands
game ends at 200 points
