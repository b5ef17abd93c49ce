# meant: partners at six players, three teams of two sitting opposite (seats 0+3, 1+4, 2+5); the team of the player who goes out scores the four opposing hands.
variant ok_04
extends partners
players 6 to 6
note "Three teams of two, partners sitting opposite each other."
