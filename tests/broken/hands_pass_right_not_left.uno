# planted fault: left and right confused: the 0 passes every hand to the right, while the inherited claim says every hand goes left
# expect: claims
variant broken_hands_pass_right_not_left
extends seven_zero_left
on 0: hands pass right
