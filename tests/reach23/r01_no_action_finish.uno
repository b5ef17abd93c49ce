# House rule: you may not go out on an action card.
# The language cannot refuse the play (a hand's size can only be asked in an effect's 'if'),
# so this approximation lets the card be played and makes the player draw a card at once,
# so the round goes on.
variant r01_no_action_finish
extends standard
title "House rule: no going out on an action card"
last card: everything applies
on skip: next loses turn, player draws 1 if player holds 0 cards
on reverse: reverse, next loses turn if 2 players, player draws 1 if player holds 0 cards
on draw_two: next draws 2, next loses turn, player draws 1 if player holds 0 cards
on wild: player chooses colour, player draws 1 if player holds 0 cards
challenge wild_draw_four
  if accepted: next draws 4, next loses turn, player draws 1 if player holds 0 cards
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
