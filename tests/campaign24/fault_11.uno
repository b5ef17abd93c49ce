# fault: Hit 2 makes the next player press twice but forgets 'next loses turn', contradicting the file's own claim that it skips them.
# meant: the next player presses twice, keeps what comes out and loses the turn.
# expect: the claim 'hit_2 skips the next player' is refuted: after a Hit 2 the next player takes their turn.
variant fault_11
extends attack
on hit_2: next draws 0 to 4 at random, next draws 0 to 4 at random
claim hit_2 skips the next player
