# planted fault: a Flip turned over to start the discard pile is made to turn everything over, though every round is dealt light side up and the deal is already done
# expect: compiles
# (the compiler refuses it: 'everything turns over' belongs to a card played in a turn)
variant broken_flip_at_start
extends flip
start flip: everything turns over
