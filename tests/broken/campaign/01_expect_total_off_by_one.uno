# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'expect 110 cards' after adding 3 Wild Swaps to 108 (the deck really has 111)
# expect: compiles
variant triple_swap
extends standard
title "House rules: three Wild Swaps"
about "The classic deck plus three Wild Swaps: name a colour and swap hands with a player of your choice."

card wild_swap: 3 without colour, scores 40
note "Three Wild Swaps, one more than most tables like, so that swaps come up every round."
expect 110 cards
expect 3 wild_swap
play wild_swap: always
on wild_swap: player chooses colour, player swaps hands with target
start wild_swap: first chooses colour
note "A Wild Swap turned over at the start only names the colour."
