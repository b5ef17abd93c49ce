# fault: the Wild Draw Colour's guilty outcome makes the challenger (next) draw until the colour, instead of the bluffing player
# meant: a caught bluff costs the player who bluffed: they draw until the named colour, and the challenger then plays on
# expect: "challenge outcomes as meant" refuted: for wild_draw_colour a guilty verdict punishes the challenger, not the player
variant fault_02
extends flip
title "Flip, the challenge of the Wild Draw Colour restated"
challenge wild_draw_colour
  if accepted: next draws until active colour, next loses turn
  if guilty: next draws until active colour
  if innocent: next draws until active colour, next draws 2, next loses turn
note "A challenged Wild Draw Colour: a guilty player draws until the colour in play instead, and the challenger plays on; an innocent one makes the challenger draw until the colour, plus 2."
