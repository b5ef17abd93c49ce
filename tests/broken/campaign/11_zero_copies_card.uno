# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'card wild_mirror: 0 without colour' with play/on/start rules and a note saying tables get two
# expect: every kind playable
variant mirror_wild
extends standard
title "House rules: the Mirror"
about "A Mirror wild sends a Draw Two back at the player who played it."

card wild_mirror: 0 without colour, scores 50
play wild_mirror: always
on wild_mirror: player chooses colour, player draws 2
start wild_mirror: first chooses colour
note "Every deck gets its Mirror cards: two per table of four."
