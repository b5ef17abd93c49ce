# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'on skip: first loses turn'
# expect: compiles
variant left_skip
extends standard
title "House rules: the Skip hits the left"
about "A Skip always skips the player to the dealer's left, whoever plays it."

on skip: first loses turn
note "The player to the dealer's left loses their turn."
