# House rule: a card drawn in your turn may not be played in that turn; drawing ends the turn.
# Tried: 'may not play it', 'keeps it', 'turn ends' as draw options (none exists), and
# 'draw: 1 to 1 cards at random' (the launcher's "drawing ends the turn" option), which is
# refused: it needs a smaller number first. 'draw: 0 to 1 cards at random' would sometimes
# draw nothing. This file keeps the closest phrase a player would write, and fails to compile.
variant r02_drawn_card_stays
extends standard
title "House rule: a drawn card stays in your hand"
draw: one card, may not play it, even with a playable card
