# planted fault: partners for a table of two: each player is the other's partner, so the winner's team holds every hand, no round scores anything and the game's 500 points are never reached
# expect: target reachable
variant broken_partners_of_two
extends partners
players 2 to 2
