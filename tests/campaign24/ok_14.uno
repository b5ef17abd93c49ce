# meant: reverse bounce widened: a Reverse may bounce a pending Draw Two total, and a Wild Draw Four may be stacked on a Draw Two and on a Wild Draw Four, the challenge's accepted outcome passing the total on.
variant ok_14
extends reverse_bounce
stack wild_draw_four on draw_two
stack wild_draw_four on wild_draw_four
challenge wild_draw_four
  if accepted: next draws 4 or stacks
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
