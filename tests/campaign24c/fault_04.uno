variant fault_04
extends standard
title "Draw Two has a price"
about "A Draw Two still punishes the next player, but its own player pays a card for it."
on draw_two: next draws 2, player draws 1
note "The next player draws 2 and misses their turn, as usual; the player who laid the Draw Two draws 1."
