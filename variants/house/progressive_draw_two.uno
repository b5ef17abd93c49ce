variant progressive_draw_two
extends standard
title "House rule: progressive Draw Two"
about "A Draw Two may answer a Draw Two; the total grows by 2 each time and the player who cannot or will not answer draws it all and loses the turn."

on draw_two: next draws 2 or stacks
stack draw_two on draw_two
note "Only a Draw Two answers a Draw Two: a Wild Draw Four is played as usual and ends nothing, since it cannot be played on a pending draw."
