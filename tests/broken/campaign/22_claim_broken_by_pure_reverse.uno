# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'on reverse: reverse' while the inherited 'claim with 2 players reverse acts as skip' stays
# expect: claims
variant pure_reverse
extends standard
title "House rules: a Reverse only reverses"
about "A Reverse changes the direction of play and nothing else, whatever the number of players."

on reverse: reverse
note "Even heads-up, a Reverse just turns the direction round; it skips nobody."
