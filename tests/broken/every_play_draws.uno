# planted fault: every card also makes its player draw one, so a hand shrinks only while both piles are empty: at most tables no round ends
# expect: a round can end
variant broken_every_play_draws
extends standard
on number cards: player draws 1
on draw_two: next draws 2, next loses turn, player draws 1
on skip: next loses turn, player draws 1
on reverse: reverse, next loses turn if 2 players, player draws 1
on wild: player chooses colour, player draws 1
on wild_draw_four: player chooses colour, next may challenge, player draws 1
