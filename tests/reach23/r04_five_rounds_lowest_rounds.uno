# House rule: the game lasts five rounds; every player adds the points left in their own hand
# each round, and after the fifth round the lowest total wins.
# Rewrite of the campaign's r04_five_rounds_lowest.uno: 'game ends after N rounds' now exists,
# so the round limit is said exactly instead of the 500-point approximation.
variant r04_five_rounds_lowest_rounds
extends lowest_score_wins
title "House rule: five rounds, lowest total wins"
game ends after 5 rounds, lowest total wins
