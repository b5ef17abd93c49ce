# fault: the new Wild Shuffle Hands has no 'play wild_shuffle_hands: always', so it falls under 'play any card: same colour or same face'; a colourless card with one copy can never match
# meant: the Wild Shuffle Hands is a wild card: it may be played at any time
# expect: "every kind playable" refuted: wild_shuffle_hands is never playable
variant fault_12
extends standard
title "House card: Wild Shuffle Hands"
card wild_shuffle_hands: 1 without colour, scores 40
expect 109 cards
expect 1 wild_shuffle_hands
on wild_shuffle_hands: player chooses colour, hands are shuffled
start wild_shuffle_hands: first chooses colour
note "A wild card: it may be played at any time. Its player names the colour, then every hand is gathered, shuffled and dealt out again, starting with the next player."
