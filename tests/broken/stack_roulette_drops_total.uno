# planted fault: a Wild Colour Roulette may answer a pending Draw Two, but it lets the next player name the colour, and such a card ends the stack: the total is dropped and nobody draws it
# expect: stacked draws passed on
variant broken_stack_roulette_drops_total
extends no_mercy
stack wild_colour_roulette on draw_two
