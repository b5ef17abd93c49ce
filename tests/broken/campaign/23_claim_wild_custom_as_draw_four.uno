# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'claim with 2 players wild_custom acts as wild_draw_four'
# expect: claims
variant russian_custom_draw_four
extends russian
title "Russian rules - Wild Custom agreed as a second Draw Four"
about "The Russian rules, with the Wild Custom agreed before the game as a Wild Draw Four."

on wild_custom: player chooses colour, next draws 4, next loses turn
note "The table's agreement: a Wild Custom is simply another Wild Draw Four."
claim with 2 players wild_custom acts as wild_draw_four
