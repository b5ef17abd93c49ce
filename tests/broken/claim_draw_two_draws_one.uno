# planted fault: the Draw Two makes the next player draw one card, while standard's claim (inherited) says two
# expect: claims
variant broken_claim_draw_two_draws_one
extends standard
on draw_two: next draws 1, next loses turn
