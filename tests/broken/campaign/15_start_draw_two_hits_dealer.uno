# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'start draw_two: dealer draws 2, first loses turn' (note: the player to the dealer's left draws)
# expect: start cards act as played
variant dealer_start
extends standard
title "House rules: the start card"
about "The official rules, with the start-card rules written out in our own words."

start draw_two: dealer draws 2, first loses turn
note "A Draw Two turned over at the start: the player to the dealer's left draws two cards and misses the turn."
start skip: first loses turn
note "A Skip turned over at the start: the player to the dealer's left misses the turn."
