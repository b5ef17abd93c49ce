# campaign 16, correct but unusual: own-hand penalty scoring, lowest wins, 250 target
variant lowest_wins
extends standard
title "House rules: penalty points, lowest wins"
about "Every player keeps the points left in their own hand; when someone reaches 250, the lowest total wins."

scoring: each player scores their own hand, lowest wins
game ends at 250 points
note "The game ends when a player's own total reaches 250; the player with the fewest points then wins."
