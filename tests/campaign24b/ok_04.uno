# why it is right: two-player rules with several cards of one number laid together and jump-in with an identical card; number cards do nothing when played, so they may be laid together, and the inherited two-player claims (a Reverse acts as a Skip) are untouched
variant ok_04
extends two_player
title "Two players, fives together and jump-in"
together number cards: same face
note "A player who lays a number card may add more cards of the same number, in any colours; the last one sets the colour."
jump in: identical card
note "The other player may jump in with a card identical to the top card."
