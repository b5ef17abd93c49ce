# planted fault: a Draw Two that adds a card to a hand 'of 110 or more cards', copied from No Mercy's 168-card deck into a deck of 108: the condition never holds
# expect: no dead clause
variant broken_holds_more_than_deck
extends standard
on draw_two: next draws 2, next loses turn, next draws 1 if next holds 110 or more cards
