variant shuffle_hands_choice
extends shuffle_hands_2018
title "The 2018 deck, the deal of Wild Shuffle Hands starting where the player says"
about "The 2018 deck, with one reading of Wild Shuffle Hands made a choice: the player who plays it gathers and shuffles every hand, then deals them out one at a time in the direction of play, starting with another player of their choice."

on wild_shuffle_hands: player chooses colour, hands are shuffled and dealt from target
note "Sources disagree on who is dealt the first card (the player on the left, or the next player in the direction of play); this table lets the player who deals choose. When the cards do not divide evenly, the first players dealt to get one more: choosing where to start chooses who gets them."
