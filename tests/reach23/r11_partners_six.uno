# House rule: team play at a six-player table: three teams of two, partners sitting opposite
# (seats 0 and 3, 1 and 4, 2 and 5). When a player goes out, both partners score the points
# left in the four opposing hands.
variant r11_partners_six
extends partners
title "House rule: partners at six, three teams"
players 6 to 6
