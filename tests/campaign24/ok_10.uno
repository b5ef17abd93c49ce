# meant: a sixteen-colour party deck (the language's maximum), one of each number 0 to 9 per colour and one of each action per colour: 16 x 13 + 8 = 216 cards, for up to 20 players.
variant ok_10
extends standard
players 2 to 20
colours red, yellow, green, blue, orange, purple, pink, teal, white, black, grey, brown, gold, silver, cyan, lime
card 0 to 9: number, 1 per colour, scores face value
card draw_two, reverse, skip: 1 per colour, scores 20
without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
expect 216 cards
expect 13 cards per colour
expect 10 number cards per colour
