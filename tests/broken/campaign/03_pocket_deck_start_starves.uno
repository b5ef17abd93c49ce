# campaign 16 (written from the docs alone by a helper who had not read the verifier): 32-card deck, only number cards may start ('start any card: return it and turn another'), 12 non-number cards
# expect: compiles
variant pocket_uno
title "Pocket UNO"
about "A 32-card travel deck for two to four players. Only a number card may start the discard pile."

players 2 to 4
colours red, yellow, green, blue
deal 6 cards

card 1 to 5: number, 1 per colour, scores face value
card skip: 1 per colour, scores 20
card draw_two: 1 per colour, scores 20
card wild: 2 without colour, scores 50
card wild_draw_four: 2 without colour, scores 50
expect 32 cards
expect 7 cards per colour
expect 5 number cards per colour
expect 2 wild
expect 2 wild_draw_four

play any card: same colour or same face
play wild: always
play wild_draw_four: always
require wild_draw_four: no card of active colour in hand

on number cards: nothing
on skip: next loses turn
on draw_two: next draws 2, next loses turn
on wild: player chooses colour
on wild_draw_four: player chooses colour, next may challenge
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn

start number cards: nothing
start any card: return it and turn another
note "Any card but a number goes back and another is turned over, so every round starts quietly."

draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
last card: draws apply
scoring: winner scores the other hands
game ends at 200 points
