# fault: the guilty outcome of a Wild Draw Colour challenge makes the challenger (next) draw until the colour, so catching a bluff punishes the catcher.
# meant: a guilty Wild Draw Colour player draws until the active colour themselves, as a guilty Wild Draw Two player draws 2.
# expect: the guilty branch charges 'next' instead of 'player'; the challenger draws in every outcome, so a challenge never helps them and a bluff is never punished; the guilty player's hand never grows.
variant fault_01
extends flip
challenge wild_draw_colour
  if accepted: next draws until active colour, next loses turn
  if guilty: next draws until active colour
  if innocent: next draws until active colour, next draws 2, next loses turn
