# planted fault: 3s of one colour may be laid together, but the deck now holds one 3 of each colour, so a 3 can never be added to a 3 just laid: the together clause never applies (the model must know the active colour is the card just laid)
# expect: no dead clause
variant broken_together_one_copy
extends standard
card 3: number, 1 per colour, scores face value
together 3: same colour
without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
