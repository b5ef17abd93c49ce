# planted fault: a one-copy card that may follow only itself and is sent back at the start
# expect: every kind playable
variant broken_one_copy_same_face
extends standard
card mirror: 1 per colour, scores 20
without expect 108 cards
without expect 25 cards per colour
play mirror: same face
on mirror: nothing
start mirror: return it and turn another
