# campaign 16 (written from the docs alone by a helper who had not read the verifier): zeros made 2 per colour; total (112) and per-colour (26) expectations updated, but the inherited 'expect 19 number cards per colour' is stale (now 20)
# expect: compiles
variant double_zero
extends standard
title "House rules: two zeros of each colour"
about "Every colour has two zeros, like every other number."

card 0: number, 2 per colour, scores face value
note "Our deck came with a second zero of each colour; we play them all."
expect 112 cards
expect 26 cards per colour
