# fault: a Wild Draw Four may answer a pending Draw Two, but its challenge's accepted outcome is still 'next draws 4, next loses turn' (not '... or stacks'), so accepting it ends the stack and the Draw Two total is dropped
# meant: a Wild Draw Four laid on a Draw Two adds 4 to the total, and the player who accepts it draws the whole total
# expect: "stacked draws passed on" refuted for wild_draw_four: the pending total is not passed on when the Draw Four is accepted
variant fault_05
extends standard
title "House rule: Draw Four on Draw Two"
on draw_two: next draws 2 or stacks
stack draw_two on draw_two
stack wild_draw_four on draw_two
note "A Draw Two waiting to be drawn may be answered with a Draw Two (the total grows by 2) or with a Wild Draw Four (the total grows by 4). The player who takes it draws the whole total and loses the turn. The Wild Draw Four may still be challenged."
