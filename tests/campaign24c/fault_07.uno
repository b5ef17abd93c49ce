variant fault_07
extends standard
title "Three-colour UNO for small tables"
about "For two to four players, with five cards each. Three colours: red, yellow and green; the blue cards stay in the box."
players 2 to 4
deal 5 cards
