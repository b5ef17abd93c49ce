# meant: the 2018 deck's Wild Shuffle Hands with its player choosing where the deal starts, at a penalty-scoring table (lowest total wins, game to 250).
variant ok_13
extends shuffle_hands_choice
scoring: each player scores their own hand, lowest wins
game ends at 250 points
