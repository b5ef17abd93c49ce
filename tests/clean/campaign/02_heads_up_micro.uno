# campaign 16, correct but unusual: 16-card, 2-colour deck, exactly 2 players, 3-card deal, target 50
variant heads_up_micro
title "Micro UNO for two"
about "A 16-card deck in two colours, for exactly two players with three cards each."

players 2 to 2
colours red, blue
deal 3 cards

card 1 to 5: number, 1 per colour, scores face value
card skip: 1 per colour, scores 10
card wild: 4 without colour, scores 20
expect 16 cards
expect 6 cards per colour
expect 5 number cards per colour
expect 4 wild

play any card: same colour or same face
play wild: always
on number cards: nothing
on skip: next loses turn
note "Heads-up, a Skip lets its player play again."
on wild: player chooses colour

start number cards: nothing
start skip: first loses turn
start wild: first chooses colour

draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 1
last card: draws apply
scoring: winner scores the other hands
game ends at 50 points
