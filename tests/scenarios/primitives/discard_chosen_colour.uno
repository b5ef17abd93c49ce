# A card that makes every other player discard the colour its player names.
variant wild_purge
extends standard
title "House rule: the Wild Purge"
card wild_purge: 2 without colour, scores 50
play wild_purge: always
on wild_purge: player chooses colour, others discards all of a chosen colour
start wild_purge: return it and turn another
expect 110 cards
