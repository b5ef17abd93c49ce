# planted fault: every card played also draws one, so a hand shrinks only while both piles are empty and at most tables no round ends, while the file claims a round always ends
# expect: claims
variant broken_claim_round_never_ends
extends standard
on number cards: player draws 1
on skip: next loses turn, player draws 1
on reverse: reverse, next loses turn if 2 players, player draws 1
on draw_two: next draws 2, next loses turn, player draws 1
on wild: player chooses colour, player draws 1
on wild_draw_four: player chooses colour, next may challenge, player draws 1
claim a round always ends
