# campaign 16, correct but unusual: only number cards may start (76 numbers; at 10 players 38 cards remain, at most 32 non-numbers, so a number always comes up)
variant calm_start
extends standard
title "House rules: a calm start"
about "Only a number card may start the discard pile; any other card goes back and another is turned over."

start any card: return it and turn another
start number cards: nothing
note "There are 76 number cards; at 10 players 70 cards are dealt and 38 remain, of which at most 32 are not numbers, so a number always comes up."
without start draw_two
without start skip
without start reverse
without start wild
without start wild_draw_four
