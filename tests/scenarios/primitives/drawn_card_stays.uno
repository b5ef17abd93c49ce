# A card drawn in your turn may not be played that turn: drawing ends the turn.
variant drawn_card_stays
extends standard
title "House rule: a drawn card stays in your hand"
draw: one card, may not play it, even with a playable card
