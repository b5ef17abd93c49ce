# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'alias draw_four = wild' (meant wild_draw_four), then 'on draw_four' and 'without challenge wild_draw_four'
# expect: compiles
variant short_names
extends standard
title "House rules: short names"
about "Short names for the wilds, and a Draw Four that cannot be challenged."

alias draw_four = wild
note "We call the Wild Draw Four simply 'draw four'."
on draw_four: player chooses colour, next draws 4, next loses turn
without challenge wild_draw_four
note "No challenge: the Draw Four always costs four cards."
