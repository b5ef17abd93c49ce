# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'jump in: same colour and same face' on a deck with one copy of every coloured card
# expect: no dead clause
variant slim_jump
title "Slim UNO with jump-in"
about "A slim 60-card deck, one copy of each coloured card, with the jump-in house rule: play an identical card out of turn."

players 2 to 6
colours red, yellow, green, blue
deal 7 cards

card 0 to 9: number, 1 per colour, scores face value
card draw_two: 1 per colour, scores 20
card reverse: 1 per colour, scores 20
card skip: 1 per colour, scores 20
card wild: 4 without colour, scores 50
card wild_draw_four: 4 without colour, scores 50
expect 60 cards
expect 13 cards per colour
expect 10 number cards per colour

play any card: same colour or same face
play wild: always
play wild_draw_four: always
require wild_draw_four: no card of active colour in hand

on number cards: nothing
on draw_two: next draws 2, next loses turn
on skip: next loses turn
on reverse: reverse, next loses turn if 2 players
on wild: player chooses colour
on wild_draw_four: player chooses colour, next may challenge
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn

jump in: same colour and same face
note "Anyone holding the very card on top (same colour, same face) may slap it down out of turn; play continues from them."

start number cards: nothing
start draw_two: first draws 2, first loses turn
start skip: first loses turn
start reverse: reverse, dealer plays first
start wild: first chooses colour
start wild_draw_four: return it and turn another

draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
last card: draws apply
scoring: winner scores the other hands
game ends at 500 points
