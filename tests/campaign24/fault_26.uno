# fault: with 'last card: everything applies', a Wild Shuffle Hands played last deals the player who went out back in.
# meant: last action cards still act (for the draw cards), and a last Wild Shuffle Hands wins at once.
# expect: the winner is dealt cards again after going out (or the round does not end when a hand empties); a checker should flag that a last card can leave its player holding cards.
variant fault_26
extends shuffle_hands_2018
last card: everything applies
