variant fault_06
extends standard
title "Zeros pass to the left"
about "A 0 passes every hand to the player on the left, whatever the direction of play."
on 0: hands pass left
claim 0 passes every hand on
note "After a Reverse the hands still go to the left."
