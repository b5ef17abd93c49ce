# planted fault: the Colour Roulette draws until the active colour before the next player names it, so it draws until the colour beneath the wild
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_roulette_draws_first
extends standard
card wild_colour_roulette: 2 without colour, scores 50
play wild_colour_roulette: always
start wild_colour_roulette: return it and turn another
on wild_colour_roulette: next draws until active colour, next chooses colour, next loses turn
