# You may not go out on an action card: a Skip, Reverse, Draw Two, Wild or Wild Draw Four
# may not be a player's last card. The play is refused (the card stays in the hand), not
# punished: the player plays another card or draws, as with any card that does not match.
variant no_going_out_on_an_action_card
extends standard
title "House rule: no going out on an action card"
require skip, reverse, draw_two, wild: not last card
play wild_draw_four: not last card
