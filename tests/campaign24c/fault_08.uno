variant fault_08
extends standard
title "House rule: no drawing when you can play"
about "A player who holds a card they can play must play it; only a player with nothing to play may draw."
draw: one card, may play it, even with a playable card
note "A card drawn that can be played may be played at once or kept."
