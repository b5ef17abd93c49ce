variant fault_03
extends standard
title "Three rounds, fewest points"
about "Three quick rounds are played, and the player with the fewest points after the third round wins."
game ends after 3 rounds, highest total wins
reading "The third round ends the game whatever the scores. On a tie the player in the lowest seat wins."
