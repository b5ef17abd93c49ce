# planted fault: a table that passes hands to the left whatever the direction writes 'hands pass on', which follows the direction of play: after a Reverse the hands go right, while the inherited claim says they always go left
# expect: claims
variant broken_hands_pass_on_not_left
extends seven_zero_left
on 0: hands pass on
