# fault: a Wild Draw Six may answer a stacked Draw Two, but its own clause draws 6 outright instead of adding to the total, so the pending total lapses.
# meant: a Wild Draw Six answers a Draw Two and adds 6 to the total, which passes on ('next draws 6 or stacks').
# expect: when a Wild Draw Six answers a pending total, the total drawn is 6, not total + 6: the Draw Twos stacked before it are lost; a checker should flag that the stacked draw does not add to or carry the total.
variant fault_07
extends big_cards
on draw_two: next draws 2 or stacks
stack draw_two on draw_two
stack wild_draw_six on draw_two
