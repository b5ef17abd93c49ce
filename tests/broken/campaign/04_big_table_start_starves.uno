# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'players 2 to 15' on the standard deck
# expect: compiles
variant family_reunion
extends standard
title "House rules: the family reunion"
about "The official rules at our big family table: up to fifteen players with one 108-card deck."

players 2 to 15
note "Fifteen players with seven cards each is 105 cards; the deck has 108, so it still deals."
