# A 7 that makes its player give two cards of their choice to the next player, who then
# loses their turn: 'passes N cards to' waits for the picks, the rest of the clause after.
variant pass_cards
extends standard
on 7: player passes 2 cards to next, next loses turn
