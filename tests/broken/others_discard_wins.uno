# planted fault: every other player also throws away their cards of the active colour, so a player whose cards are all of it is emptied on someone else's card, and wins the round without playing their last card
# expect: round winner's hand empty
variant broken_others_discard_wins
extends discard_all_roulette
on discard_all: player discards all of active colour, others discards all of active colour
