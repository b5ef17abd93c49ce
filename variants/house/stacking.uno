variant stacking
extends progressive_draw_two
title "House rule: stacking Draw Two and Draw Four"
about "A Draw Two may answer a Draw Two, and a Wild Draw Four may answer a Draw Two or a Draw Four, but a Draw Two never answers a Draw Four. The total passes on; the player who cannot or will not answer draws it all and loses the turn. The Draw Four may still be challenged."

stack wild_draw_four on draw_two
stack wild_draw_four on wild_draw_four
note "A Draw Two cannot answer a Draw Four: no 'stack draw_two on wild_draw_four' line."
challenge wild_draw_four
  if accepted: next draws 4 or stacks
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
note "Accepting a Draw Four takes on the total, plus 4, and may pass it on with another Draw Four. A stacked Draw Four obeys its colour rule like any other: a bluff is for a challenge to find. A guilty or innocent verdict ends the stack: only the challenge's own cards are drawn, and the earlier total lapses."
