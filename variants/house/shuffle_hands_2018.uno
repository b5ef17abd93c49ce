variant shuffle_hands_2018
extends standard
title "The 2018 deck: Wild Shuffle Hands and Wild Customizable"
about "The 112-card deck sold from about 2018: the classic 108 cards, one Wild Shuffle Hands (every hand is gathered, shuffled and dealt out again) and three Wild Customizable cards (blank wilds for a rule the table agrees on; by default a plain Wild). Both score 40."

card wild_shuffle_hands: 1 without colour, scores 40
card wild_customizable: 3 without colour, scores 40
expect 112 cards
expect 1 wild_shuffle_hands
expect 3 wild_customizable

play wild_shuffle_hands, wild_customizable: always
on wild_shuffle_hands: player chooses colour, hands are shuffled
note "The player gathers every hand, their own included, shuffles them and deals them out one at a time. Reading: the deal starts with the next player in the direction of play (sources differ: some say the player on the left, which is the same until a Reverse); when the cards do not divide evenly, the players dealt to first get one more. The player names the colour with the card."
on wild_customizable: player chooses colour
note "A blank wild: before play the table may write a rule on it (a variant extending this one changes this line); without one it is a plain Wild."
start wild_shuffle_hands, wild_customizable: first chooses colour
note "Turned up to start the discard pile, either acts as a plain Wild: the player left of the dealer names the colour and plays. Nothing is shuffled."
note "Played as the last card, a Wild Shuffle Hands wins the round at once and nothing is dealt (the last card rule): one secondary source says the player is dealt back in instead."
