# campaign 16, correct but unusual: a wild that makes a chosen target draw 2
variant hex_wild
extends standard
title "House rules: the Hex"
about "Two Hex wilds: name a colour and a player of your choice, who draws two cards. Play then goes on as usual."

card wild_hex: 2 without colour, scores 50
expect 110 cards
expect 2 wild_hex
play wild_hex: always
on wild_hex: player chooses colour, target draws 2
start wild_hex: return it and turn another
