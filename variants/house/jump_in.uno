variant jump_in
extends standard
title "House rule: jump-in"
about "Any player may play a card identical to the top card (same colour and same face, or a Wild on the same Wild) out of turn; play then continues from the player who jumped in."

jump in: identical card
note "A Wild jumps in on the same Wild (and names a colour as it is played), a Wild Draw Four on a Wild Draw Four. The players between the one to act and the jumper lose their turn."
