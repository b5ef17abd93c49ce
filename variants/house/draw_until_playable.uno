variant draw_until_playable
extends standard
title "House rule: draw until playable"
about "A player who draws keeps drawing until a card can be played, and must then play it."

draw: until playable, must play it, even with a playable card
# 'must play it': the card that ends the drawing must be played; write 'may play it' to let the player keep it.
note "If both piles run out first, the player keeps what was drawn and the turn ends."
