# fault: the 0 passes hands right while the file claims they pass left.
# meant: hands always pass to the left, whatever the direction of play.
# expect: the claim '0 passes every hand left' is refuted: each player ends up with the hand of the player on their left.
variant fault_17
extends seven_zero_left
on 0: hands pass right
