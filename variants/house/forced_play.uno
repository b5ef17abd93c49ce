variant forced_play
extends standard
title "House rule: forced play"
about "A player who can play must play: drawing is allowed only without a playable card, and a drawn card that can be played must be played."

draw: one card, must play it, only without a playable card
note "A Wild Draw Four held against its colour rule is a bluff, never forced: a player holding only that may still draw, and a drawn one need not be played."
