# campaign 16, correct but unusual: new Block card identical to a Skip, with true claims at 2 and 3 players
variant block_card
extends standard
title "House rules: the Block"
about "Each colour gets a Block card, which is a second kind of Skip with its own picture."

card block: 1 per colour, scores 20
expect 112 cards
expect 26 cards per colour
play block: same colour or same face
on block: next loses turn
start block: first loses turn
claim with 3 players block acts as skip
claim with 2 players block acts as skip
note "A Block does exactly what a Skip does, at any table."
