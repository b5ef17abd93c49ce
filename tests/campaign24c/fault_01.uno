variant fault_01
extends standard
title "Party UNO: two decks"
about "Two decks shuffled together make a 216-card deck, enough for a party of up to twenty players."
players 2 to 20
card 0: number, 2 per colour, scores face value
card 1 to 9: number, 4 per colour, scores face value
card draw_two: 4 per colour, scores 20
card reverse: 4 per colour, scores 20
card wild: 8 without colour, scores 50
card wild_draw_four: 8 without colour, scores 50
without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
without expect 4 wild
without expect 4 wild_draw_four
expect 8 wild
expect 8 wild_draw_four
note "Every card appears twice as often as in a single deck, so there are eight Wilds and eight Wild Draw Fours."
