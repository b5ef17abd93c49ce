# planted fault: 'a Skip on a Skip skips two players' written, but standard's claim that a Skip skips the next player (inherited) is kept: on a Skip it skips two
# expect: claims
variant broken_skip_on_skip_claim_kept
extends standard
on skip: next loses turn, next loses turn if played on same face
