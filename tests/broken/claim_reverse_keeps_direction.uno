# planted fault: the Reverse was rewritten without 'reverse' (it only skips at two players), while standard's claim (inherited) says it reverses the direction
# expect: claims
variant broken_claim_reverse_keeps_direction
extends standard
on reverse: next loses turn if 2 players
