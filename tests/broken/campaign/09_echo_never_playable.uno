# campaign 16 (written from the docs alone by a helper who had not read the verifier): new wild 'play wild_echo: same face', and 'start wild_echo: return it and turn another'
# expect: every kind playable
variant echo_wild
extends standard
title "House rules: the Echo"
about "Two Echo cards: an Echo copies the face of the card it is played on."

card wild_echo: 2 without colour, scores 50
expect 110 cards
expect 2 wild_echo
play wild_echo: same face
note "An Echo goes on any card: it echoes the face below it."
on wild_echo: player chooses colour, next loses turn
start wild_echo: return it and turn another
