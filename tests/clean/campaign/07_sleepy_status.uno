# campaign 16, correct but unusual: custom status (2 turn starts) given by a wild, with a report gated on it
variant sleepy
extends standard
title "House rules: the Lullaby"
about "A Lullaby wild puts the next player to sleep until their turn comes round again; a sleeper who talks is reported and draws one."

card wild_lullaby: 2 without colour, scores 50
expect 110 cards
expect 2 wild_lullaby
status asleep: ends after 2 turn starts of its holder
play wild_lullaby: always
on wild_lullaby: player chooses colour, next holds asleep
start wild_lullaby: first chooses colour
report talked_in_sleep while target holds asleep: target draws 1, target releases asleep
note "A sleeper plays their coming turn as usual, in silence; the spell breaks when they are reported, or when their turn comes round again."
