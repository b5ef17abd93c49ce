# campaign 16, correct but unusual: a wild that shuffles and redeals all hands
variant chaos_wild
extends standard
title "House rules: the Chaos wild"
about "One Chaos wild: name a colour, then all the hands are gathered, shuffled and dealt out again."

card wild_chaos: 1 without colour, scores 50
expect 109 cards
expect 1 wild_chaos
play wild_chaos: always
on wild_chaos: player chooses colour, hands are shuffled
start wild_chaos: first chooses colour
note "Turned over at the start, the Chaos wild only names the colour: nothing has been dealt that is worth shuffling."
