# House rule: a player who lays a card that may not be played takes it back, draws two cards
# as a penalty and loses the turn.
variant r16_wrong_card_costs_two
extends standard
title "House rule: a wrong card costs two"
penalty wrong_card: player draws 2, turn ends
claim penalty wrong_card costs 2 cards
