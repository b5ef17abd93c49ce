# planted fault: official Seven-O passes the hands in the direction of play, but the 0 was written 'hands pass left', which ignores a Reverse, while the inherited claim says every hand goes on
# expect: claims
variant broken_hands_pass_left_not_on
extends seven_zero
on 0: hands pass left
