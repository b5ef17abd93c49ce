# planted fault: at 2 players a 7 is claimed to act as a 5, but it swaps its player's hand with the other's (the model once compared the two plays without the 7's target, so the swap did nothing and the claim was proved)
# expect: claims
variant broken_claim_seven_acts_as_five
extends seven_zero
claim with 2 players 7 acts as 5
