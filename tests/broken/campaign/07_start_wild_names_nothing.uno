# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'start wild: nothing'
# expect: compiles
variant open_start
extends standard
title "House rules: an open start"
about "A Wild turned over at the start names no colour: the first player may play anything on it."

start wild: nothing
note "A Wild as the first card is an open start: the player to the dealer's left may lay down any card."
