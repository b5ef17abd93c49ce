variant ok_01
extends flip
title "Flip, scored against you"
about "UNO Flip with penalty scoring: every player counts the points left in their own hand at the end of each round, and when somebody reaches 500 the player with the lowest total wins."
scoring: each player scores their own hand, lowest wins
note "The light side and the dark side each have four colours, and the deck is still 112 two-sided cards, so nothing changes in the box."
note "In the printed Flip rules the round's winner collects the other hands, as in the classic 108-card game; here every card you are caught holding counts against you."
