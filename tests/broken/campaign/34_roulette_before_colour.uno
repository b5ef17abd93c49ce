# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'on wild_roulette: next draws until active colour, player chooses colour, ...' (order)
# expect: compiles
variant roulette
extends standard
title "House rules: the Wild Roulette"
about "Two Wild Roulettes: name a colour, and the next player draws until that colour comes up, then misses the turn."

card wild_roulette: 2 without colour, scores 50
expect 110 cards
expect 2 wild_roulette
play wild_roulette: always
on wild_roulette: next draws until active colour, player chooses colour, next loses turn
note "The next player draws until a card of the named colour comes up, keeps every card drawn, and misses the turn."
start wild_roulette: return it and turn another
