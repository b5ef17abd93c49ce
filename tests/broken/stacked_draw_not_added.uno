# planted fault: a Skip may be stacked on a pending Draw Two, but its own draw has no 'or stacks': the player owed the total draws the Skip's card at once and still owes the total, instead of the total growing by one and passing on
# expect: stacked draws passed on
variant broken_stacked_draw_not_added
extends standard
on draw_two: next draws 2 or stacks
on skip: next draws 1, next loses turn
stack skip on draw_two
stack draw_two on draw_two
