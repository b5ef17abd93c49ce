# fault: partners scoring at two players makes the two players partners of each other, so there is no opposing hand and nobody ever scores.
# meant: a two-player game where the winner scores the other hand (the designer thought 'partners sitting opposite' meant the player opposite).
# expect: every round scores 0 for everyone (both hands belong to the winner's team), so 'game ends at 500 points' is never reached and the game never ends.
variant fault_14
extends two_player
scoring: partners sitting opposite score the other hands
