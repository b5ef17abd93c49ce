# campaign 16 (written from the docs alone by a helper who had not read the verifier): from-scratch kids' deck with no 'scores' on any card, yet 'game ends at 100 points'
# expect: target reachable
variant kids_uno
title "Kids' UNO"
about "A gentle deck for young players: numbers 1 to 5, Skips and Wilds. The first to 100 points wins."

players 2 to 4
colours red, yellow, green, blue
deal 5 cards

card 1 to 5: number, 2 per colour
card skip: 2 per colour
card wild: 4 without colour
expect 52 cards
expect 12 cards per colour
expect 10 number cards per colour
expect 4 wild

play any card: same colour or same face
play wild: always
on number cards: nothing
on skip: next loses turn
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
game ends at 100 points
note "The winner of a round scores the cards left in the other hands, as in the grown-up game; the first to 100 wins."
