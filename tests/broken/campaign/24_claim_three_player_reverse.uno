# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'claim with 3 players reverse acts as skip'
# expect: claims
variant three_way_reverse
extends standard
title "House rules: the Reverse at three"
about "The official rules, with what we noticed about the Reverse at a table of three written down as a claim."

claim with 3 players reverse acts as skip
note "With three players a Reverse hands the turn to the same player a Skip would: the one two seats on."
