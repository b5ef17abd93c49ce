variant ok_03
extends standard
title "Party UNO: two decks"
about "Two decks shuffled together make a 216-card deck, enough for a party of up to twenty players."
players 2 to 20
card 0: number, 2 per colour, scores face value
card 1 to 9: number, 4 per colour, scores face value
card draw_two: 4 per colour, scores 20
card reverse: 4 per colour, scores 20
card skip: 4 per colour, scores 20
card wild: 8 without colour, scores 50
card wild_draw_four: 8 without colour, scores 50
expect 216 cards
expect 50 cards per colour
expect 38 number cards per colour
expect 8 wild
expect 8 wild_draw_four
note "Every card appears twice as often as in a single deck of 108, so there are eight Wilds and eight Wild Draw Fours."
penalty missed_uno: target draws 3
without claim penalty missed_uno costs 2 cards
claim penalty missed_uno costs 3 cards
note "With so many players somebody always forgets: a missed UNO costs three cards instead of the usual two."
