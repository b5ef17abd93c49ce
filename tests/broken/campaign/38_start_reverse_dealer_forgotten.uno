# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'start reverse: reverse' (lost 'dealer plays first'), note says the dealer plays first
# expect: claims
# caught since standard states its intent as claims, which this file inherits (the file itself is unchanged)
variant start_cards_rewritten
extends standard
title "House rules: the start cards, rewritten"
about "The official start-card rules, written out again in our words."

start reverse: reverse
note "A Reverse turned over at the start: the dealer plays first, and play goes to the right."
