variant seven_zero_left
extends seven_zero
title "House rule: seven-zero, hands always pass left"
about "Seven-O as some tables play it: a 7 swaps hands with a player of your choice, and a 0 passes every hand to the left, whatever the direction of play."

on 0: hands pass left
without claim 0 passes every hand on
claim 0 passes every hand left
note "The hands go to the left (the way play goes at the start of a round) even after a Reverse; the official Seven-O passes them in the direction of play instead (see seven_zero)."
