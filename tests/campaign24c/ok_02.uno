variant ok_02
extends standard
title "Six at the table, three pairs"
about "Six players in three teams of two, each pair sitting side by side. When a player goes out, both members of their team score the points left in the four opposing hands."
players 6 to 6
teams: seats 0 and 1; seats 2 and 3; seats 4 and 5
scoring: teams score the other hands
claim teams of 2
note "Unlike the official partner rules, where two teams of two sit opposite each other, partners here are neighbours: seats 0 and 1, 2 and 3, 4 and 5."
note "The first team to reach 500 wins."
