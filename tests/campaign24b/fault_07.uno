# fault: partner scoring at six players pairs each seat with the one facing it (0-3, 1-4, 2-5): three teams of two, not the two teams of three the table wants
# meant: six players in two teams of three, alternate seats (0, 2, 4 against 1, 3, 5); when one goes out, the team scores the three opposing hands
# expect: a careful checker should say that 'partners sitting opposite' makes three pairs at six players, so teams of three are not what is scored ("team scoring sums" proved only for pairs; the intent is only in a note)
variant fault_07
extends partners
title "UNO - partners, six players in two teams"
players 6 to 6
note "Six players in two teams of three: the first, third and fifth seats against the second, fourth and sixth. When any player goes out, their team scores the points left in the three opposing hands."
