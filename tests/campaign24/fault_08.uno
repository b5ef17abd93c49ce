# fault: accepting a Wild Draw Four draws 4 outright instead of '4 or stacks', so a total stacked under it lapses and 'stack wild_draw_four on wild_draw_four' can never be used.
# meant: the stacking house rule: accepting a Wild Draw Four takes on the total plus 4, or passes it on with another Wild Draw Four.
# expect: after a Draw Two then a Wild Draw Four, accepting draws only 4 (the Draw Two's 2 vanish); the stack of a Wild Draw Four on a Wild Draw Four is never offered.
variant fault_08
extends stacking
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
