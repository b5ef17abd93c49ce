variant lowest_score_wins
extends standard
title "House rule: lowest score wins"
about "Every player scores the cards left in their own hand at the end of each round; when someone reaches 500, the player with the lowest total wins."

scoring: each player scores their own hand, lowest wins
