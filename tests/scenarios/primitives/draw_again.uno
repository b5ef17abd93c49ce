# House rule some play to fish for a colour: draw as many cards as you like, one at a time, then play any card you may.
variant draw_again
extends standard
title "House rule: keep drawing as long as you like"
draw: one card, may play it, even with a playable card, may draw again
reading "After each card drawn the player may draw another, play any card they may play (one just drawn or one they held), or keep everything and end their turn; a draw when both piles are empty brings nothing and ends the turn."
