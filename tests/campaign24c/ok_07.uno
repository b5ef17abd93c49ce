variant ok_07
title "Little UNO"
about "A 73-card deck in three colours for young players, with no Draw cards at all."
players 2 to 4
colours red, green, blue
deal 5 cards
card 0: number, 1 per colour, scores face value
card 1 to 9: number, 2 per colour, scores face value
card skip: 2 per colour, scores 20
card reverse: 2 per colour, scores 20
card wild: 4 without colour, scores 50
expect 73 cards
expect 23 cards per colour
play any card: same colour or same face
play wild: always
on number cards: nothing
on skip: next loses turn
on reverse: reverse, next loses turn if 2 players
note "With two players a Reverse works like a Skip."
on wild: player chooses colour
start number cards: nothing
start skip: first loses turn
start reverse: reverse, dealer plays first
start wild: first chooses colour
draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
last card: draws apply
scoring: winner scores the other hands
game ends at 200 points
note "The first player to reach 200 points wins; a grown-up game usually goes to 500."
