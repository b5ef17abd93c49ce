# planted fault: the 0 was changed to pass one chosen card on instead of the whole hand, but the inherited claim still says every hand goes on
# expect: claims
variant broken_pass_cards_claim_hands_on
extends seven_zero
on 0: hands pass on 1 card
