# planted fault: nobody is dealt a card, so a round starts with empty hands
# expect: empty hand ends the round
variant broken_deal_nothing
extends standard
deal 0 cards
