# planted fault: every effect of a last card applies, so a last 0 passes its player's empty hand on and the next player wins the round
# expect: round winner's hand empty
variant broken_last_zero_hands_on
extends seven_zero
last card: everything applies
