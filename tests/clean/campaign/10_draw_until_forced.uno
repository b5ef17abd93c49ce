# campaign 16, correct but unusual: draw until playable, must play it, only without a playable card
variant forced_draw
extends standard
title "House rules: forced drawing"
about "Only a player who cannot play may draw, and they keep drawing until a card can be played, which they must play."

draw: until playable, must play it, only without a playable card
note "If both piles run out first, the player keeps what was drawn and the turn ends."
