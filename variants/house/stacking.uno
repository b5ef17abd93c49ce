variant stacking
extends standard
title "House rule: stacking Draw Two and Draw Four"
about "A Draw Two may answer a Draw Two, and a Draw Four a Draw Four; the total passes on, and the player who cannot or will not answer draws it all and loses the turn."

on draw_two: next draws 2 or stacks
stack draw_two on draw_two
stack wild_draw_four on wild_draw_four
on wild_draw_four: player chooses colour, next draws 4 or stacks
without challenge wild_draw_four
note "No challenge: a challenge answers one Draw Four, but here the answer to a Draw Four is another one or the whole total. The colour rule is enforced when a Draw Four starts a stack; answering one with another needs no check."
