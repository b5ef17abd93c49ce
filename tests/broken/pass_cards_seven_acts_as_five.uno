# planted fault: at 2 players the 7 was meant to be a plain number, but it was written to pass a card to the next player whatever the table, so the claim that it then acts as a 5 is false
# expect: claims
variant broken_pass_cards_seven_acts_as_five
extends seven_zero
on 7: player passes 1 card to next
claim with 2 players 7 acts as 5
