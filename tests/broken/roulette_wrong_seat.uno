# planted fault: the Colour Roulette lets the player who played it name the colour, not the next player as claimed
# expect: claims
variant broken_roulette_wrong_seat
extends discard_all_roulette
on wild_colour_roulette: player chooses colour, next draws until active colour, next loses turn
