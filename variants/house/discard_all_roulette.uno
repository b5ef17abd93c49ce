variant discard_all_roulette
extends standard
title "House cards: Discard All and Wild Colour Roulette"
about "Two cards of UNO Show 'Em No Mercy join the classic deck: a Discard All of each colour (every other card of its colour in the hand goes with it) and two Wild Colour Roulettes (the next player names a colour and turns cards over until one of it comes, keeping them all)."

card discard_all: 1 per colour, scores 20
card wild_colour_roulette: 2 without colour, scores 50
expect 114 cards
expect 26 cards per colour
expect 2 wild_colour_roulette

play wild_colour_roulette: always
on discard_all: player discards all of active colour
note "The other cards of its colour go under it, so their effects do not happen. It can empty the hand and win the round."
on wild_colour_roulette: next chooses colour, next draws until active colour, next loses turn
claim wild_colour_roulette lets the next player name the colour
note "The next player, not the one who played it, names the colour: then they turn cards over from the draw pile until one of that colour comes, keep every card turned over and lose their turn. A wild is no colour and does not stop it."
start discard_all: return it and turn another
start wild_colour_roulette: return it and turn another
note "The counts are this table's choice. Turned over to start the round, either card goes back and another is turned."
