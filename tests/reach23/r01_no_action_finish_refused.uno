# House rule: you may not go out on an action card (Skip, Reverse, Draw Two, Wild, Wild Draw Four).
# Rewrite of r01_no_action_finish.uno (kept beside it as the campaign wrote it), now that a
# play or require clause may ask 'last card': the play of a last action card is refused and
# the card stays in the hand, instead of the card being played and its player drawing one.
# The Wild Draw Four's restriction is challenged, so its 'last card' goes in its play clause,
# which no bluff gets round.
variant r01_no_action_finish_refused
extends standard
title "House rule: no going out on an action card"
require skip, reverse, draw_two, wild: not last card
play wild_draw_four: not last card
