# meant: penalty points with a hair trigger: the game ends at the end of the first round in which anybody is left holding any points (game ends at 1 point); the lowest total wins.
variant ok_08
extends lowest_score_wins
game ends at 1 points
