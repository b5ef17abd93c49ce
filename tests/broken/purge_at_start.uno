# planted fault: a Wild that makes every other player discard a chosen colour, also at the start, where nobody plays it to choose one
# expect: compiles
# (the compiler refuses it: a start clause has no player to name the colour with the card)
variant broken_purge_at_start
extends standard
card wild_purge: 2 without colour, scores 50
play wild_purge: always
on wild_purge: player chooses colour, others discards all of a chosen colour
start wild_purge: first chooses colour, others discards all of a chosen colour
