# House rule: a quick game: five cards each, and the game ends at 250 points.
variant r20_quick_game
extends standard
title "House rule: quick game (5 cards, 250 points)"
deal 5 cards
game ends at 250 points
