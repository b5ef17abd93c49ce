# planted fault: the Draw Two no longer skips (its 'next loses turn' was dropped), while standard's claim (inherited) says it skips the next player
# expect: claims
variant broken_claim_draw_two_no_skip
extends standard
on draw_two: next draws 2
