variant jump_in
extends standard
title "House rule: jump-in"
about "Any player may play a card identical to the top card (same colour and same face) out of turn; play then continues from the player who jumped in."

jump in: same colour and same face
note "Wilds have no colour, so they cannot jump in. The players between the one to act and the jumper lose their turn."
