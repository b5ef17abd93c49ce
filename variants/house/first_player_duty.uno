variant first_player_duty
extends standard
title "House rule: match the start card or draw 2"
about "The first player must be able to match the card turned over to start the round; if they cannot, they draw 2 and their turn passes."

start number cards: first loses turn if not first has a playable card, first draws 2 if not first has a playable card
note "Asked before the cards are drawn, both times: a player who cannot match draws 2 and loses the turn. Only a number card turned over sets the duty; the action cards keep their own start rules."
