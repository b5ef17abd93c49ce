# correct: a Wild that gathers every hand and deals them out again. Conservation once
# took Z3 40-70 s and gave no answer, and the seats' arithmetic was refuted though the
# engine never strays past the table.
variant clean_shuffle_hands
extends standard
card wild_shuffle: 4 without colour, scores 40
without expect 108 cards
expect 112 cards
play wild_shuffle: always
on wild_shuffle: player chooses colour, hands are shuffled
start wild_shuffle: return it and turn another
