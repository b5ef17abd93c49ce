# campaign 16, correct but unusual: turkish with 15-card deal, 2-4 players (60 of 108 dealt)
variant big_hands_small_table
extends turkish
title "Turkish rules - fifteen cards, four players"
about "The Turkish rules with fifteen cards each, for two to four players."

players 2 to 4
deal 15 cards
note "Four players with fifteen cards each take 60 of the 108 cards; 48 remain for the first card and the draw pile."
