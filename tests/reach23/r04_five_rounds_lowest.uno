# House rule: the game lasts five rounds; every player adds the points left in their own hand
# each round, and after the fifth round the lowest total wins.
# The language has no round limit: 'game ends after 5 rounds' and 'game ends at 5 rounds' are
# refused (expected: 'at' ... 'points'), and a scenario cannot set the round number.
# Approximation: lowest total wins, the game ending when somebody reaches 500 points.
variant r04_five_rounds_lowest
extends lowest_score_wins
title "House rule: five rounds, lowest total wins (approximation: to 500 points)"
# game ends after 5 rounds
game ends at 500 points
