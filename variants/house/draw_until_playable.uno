variant draw_until_playable
extends standard
title "House rule: draw until playable"
about "A player who draws keeps drawing until a card can be played, and must then play it."

draw: until playable, must play it, even with a playable card
note "Reading: the card that ends the drawing must be played ('must play it'); write 'may play it' to let the player keep it. A player may still choose to draw while holding a playable card. If both piles run out first, the player keeps what was drawn and the turn ends."
