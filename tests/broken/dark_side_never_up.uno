# planted fault: the Flip's turn-over replaced by a skip, and no other light face turns everything over: the dark side never comes up, so its cards are never played
# expect: every kind playable
variant broken_dark_side_never_up
extends flip
on flip: next loses turn
