# planted fault: 'doubles' (two identical cards at once) for zeros only, but the deck holds one 0 of each colour, so a 0 can never be added to a 0: the together clause never applies
# expect: no dead clause
variant broken_together_identical_zeros
extends standard
together 0: same face and same colour
