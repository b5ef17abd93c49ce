# campaign 16 (written from the docs alone by a helper who had not read the verifier): new Wild Draw Two with 'require' and a 'challenge wild_draw_two' block but its 'on' clause lacks 'next may challenge'
# expect: compiles
variant wild_draw_two
extends standard
title "House rules: the Wild Draw Two"
about "Four Wild Draw Two cards: like a Draw Four, but two cards, and with the same colour rule and challenge."

card wild_draw_two: 4 without colour, scores 50
expect 112 cards
expect 4 wild_draw_two
play wild_draw_two: always
require wild_draw_two: no card of active colour in hand
note "Only without a card of the active colour; a bluff may be challenged as for the Draw Four."
on wild_draw_two: player chooses colour, next draws 2, next loses turn
challenge wild_draw_two
  if accepted: next draws 2, next loses turn
  if guilty: player draws 2
  if innocent: next draws 4, next loses turn
start wild_draw_two: return it and turn another
