# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'players 2 to 12', 'deal 9 cards'
# expect: compiles
variant big_hands
extends standard
title "House rules: big hands"
about "Nine cards each, and up to twelve players."

players 2 to 12
deal 9 cards
note "Twelve players with nine cards each take 108 cards: the whole deck."
