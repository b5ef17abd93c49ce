# fault: partners at six players pairs seat i with seat i+3, three teams of two, while the designer meant two teams of three (alternate seats).
# meant: six players in two teams of three, seats 0, 2, 4 against seats 1, 3, 5.
# expect: the scoring credits seats 0 and 3 together (and 1 and 4, 2 and 5); seats 0 and 2 never share points; the note contradicts the rule the engine plays.
variant fault_13
extends partners
players 6 to 6
note "Two teams of three: the players in the even seats against the players in the odd seats."
