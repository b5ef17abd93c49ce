variant no_bluffing
extends standard
title "House rule: no bluffing"
about "A Wild Draw Four may be played only when its player has no other card they could play; there is nothing to challenge, so the next player simply draws 4 and loses the turn."

require wild_draw_four: no other playable card
without challenge wild_draw_four
on wild_draw_four: player chooses colour, next draws 4, next loses turn
note "A plain Wild counts as another playable card. Holding two Wild Draw Fours and nothing else playable, either may be played."
