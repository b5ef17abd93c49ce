# campaign 16, correct but unusual: a wild that names a colour then discards all of it (discard-all effect)
variant colour_purge
extends standard
title "House rules: the Purge"
about "Two Wild Purges: name a colour, then throw away every card of that colour you hold."

card wild_purge: 2 without colour, scores 50
expect 110 cards
expect 2 wild_purge
play wild_purge: always
on wild_purge: player chooses colour, player discards all of active colour
note "The colour is named first; then the player lays down every card of it onto the pile."
start wild_purge: return it and turn another
