# campaign 16 (written from the docs alone by a helper who had not read the verifier): russian Wild Custom redefined as 'next draws 3, next loses turn', forgetting 'player chooses colour'
# expect: compiles
variant russian_custom_draw_three
extends russian
title "Russian rules - Wild Custom agreed as a Draw Three"
about "The Russian rules, with the Wild Custom agreed before the game as a Draw Three."

on wild_custom: next draws 3, next loses turn
note "The table's agreement: the next player draws three cards and misses the turn."
