# planted fault: partners for a table of two: each player is the other's partner, so the winner's team holds every hand, no round scores anything and the game's 500 points are never reached
# expect: compiles
# (since teams are said in the file, the compiler refuses partners at two players: each would be a team of one; verify reports the compile error with its file and line)
variant broken_partners_of_two
extends partners
players 2 to 2
