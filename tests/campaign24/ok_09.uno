# meant: a pocket deck for two or three players: two colours, numbers 1 to 5 once per colour, one Skip per colour and two Wilds (14 cards), 3 cards dealt, no UNO calls, first player out wins.
variant ok_09
extends standard
players 2 to 3
colours red, blue
deal 3 cards
without card 0
without card 6
without card 7
without card 8
without card 9
without card draw_two
without card reverse
without card wild_draw_four
card 1 to 5: number, 1 per colour, scores face value
card skip: 1 per colour, scores 20
card wild: 2 without colour, scores 50
without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
without expect 4 wild
without expect 4 wild_draw_four
expect 14 cards
expect 6 cards per colour
expect 5 number cards per colour
expect 2 wild
without on draw_two
without on reverse
without on wild_draw_four
without play wild_draw_four
without require wild_draw_four
without challenge wild_draw_four
without start draw_two
without start reverse
without start wild_draw_four
without claim draw_two makes the next player draw 2
without claim draw_two skips the next player
without claim reverse reverses the direction
without claim with 3 or more players reverse passes the turn to the next player
without claim with 2 players reverse acts as skip
without claim when reverse starts the round the dealer plays first
without uno
without scoring
