# why it is right: the launcher's random draws do not touch seating or scoring, and partner scoring needs one even player count, here exactly 4; a false UNO call costing 1 to 3 random cards is a penalty on the caller ('player' in a false_uno penalty)
variant ok_03
extends attack
title "UNO Attack! for two teams"
players 4 to 4
scoring: partners sitting opposite score the other hands
note "Four players in two teams, partners sitting opposite. When either partner goes out, both score the points left in the two opposing hands."
penalty false_uno: player draws 1 to 3 at random
note "A player who calls UNO in their turn while holding two cards or more presses until the launcher fires and keeps what comes out, then plays on."
