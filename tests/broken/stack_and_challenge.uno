# planted fault: one card both passes its draw on to be stacked and opens a challenge;
# the total stayed pending into the next turn (4, then 8)
# expect: compiles
variant broken_stack_and_challenge
extends standard
on wild_draw_four: player chooses colour, next draws 4 or stacks, next may challenge
stack wild_draw_four on wild_draw_four
