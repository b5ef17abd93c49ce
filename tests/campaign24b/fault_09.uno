# fault: 'hands pass left' passes every hand to the left whatever the direction, where the table means the direction of play (the claim says so)
# meant: a 0 makes every player pass their hand to the next player in the direction of play, after a Reverse too
# expect: the claim "0 passes every hand on" refuted with a position after a Reverse (3 or more players)
variant fault_09
extends standard
title "House rule: zeros pass the hands on"
on 0: hands pass left
claim 0 passes every hand on
note "A 0 makes every player pass their hand to the next player in the direction of play."
