# campaign 16, correct but unusual: seven-zero (swaps, hands pass on) combined with jump-in
variant swap_and_jump
extends seven_zero
title "House rules: seven-zero with jump-in"
about "Seven-zero, and any player may jump in with a card identical to the top card."

jump in: same colour and same face
note "Every coloured card has two copies but the 0, so any 1 to 9 and action card can be jumped on; wilds cannot."
