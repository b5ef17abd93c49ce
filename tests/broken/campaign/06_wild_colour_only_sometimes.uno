# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'on wild: player chooses colour if not 2 players'
# expect: compiles
variant quiet_wild_duel
extends standard
title "House rules: the heads-up Wild"
about "With more than two players a Wild names a colour as usual; heads-up it is a free discard."

on wild: player chooses colour if not 2 players
note "Heads-up, a Wild simply goes on the pile: the colour stays as it was."
