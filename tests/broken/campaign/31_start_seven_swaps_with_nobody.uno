# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'start 7: first swaps hands with target'
# expect: compiles
variant seven_zero_start
extends seven_zero
title "House rule: seven-zero, from the first card"
about "Seven-zero, where a 7 turned over at the start swaps hands too."

start 7: first swaps hands with target
note "A 7 turned over at the start: the player to the dealer's left swaps hands with a player of their choice."
