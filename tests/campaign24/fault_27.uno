# fault: a penalty-scoring variant (lowest total wins) that inherits 'winner scores the other hands', so the winner of each round piles up points and loses the game.
# meant: every player keeps the points left in their own hand as a running penalty, and the lowest total wins.
# expect: the player who goes out gains points every round, the others none; with the notes saying lowest wins, the scoring rewards the wrong player.
variant fault_27
extends minion
scoring: winner scores the other hands
note "Every player keeps the points left in their own hand as a penalty; the lowest total wins."
game ends at 500 points
