# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'on wild_draw_four: ..., next draws 4, next may challenge' while the challenge outcomes also draw
# expect: challenge outcomes as meant
variant draw_four_spelt_out
extends standard
title "House rules: the Draw Four, spelt out"
about "The Wild Draw Four written out in full: name a colour, the next player draws four, and may challenge."

on wild_draw_four: player chooses colour, next draws 4, next may challenge
note "The next player draws four cards and misses the turn, unless a challenge says otherwise (see the challenge below)."
