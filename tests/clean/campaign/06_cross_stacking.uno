# campaign 16, correct but unusual: stacking with cross stacks Draw Two <-> Draw Four
variant cross_stacking
extends stacking
title "House rule: cross-stacking"
about "Stacking, where a Draw Four may also answer a Draw Two, and a Draw Two a Draw Four."

stack wild_draw_four on draw_two
stack draw_two on wild_draw_four
note "The total keeps growing: 2, then 6, then 8, and the player who cannot answer draws it all."
