# planted fault: a restriction a Wild Draw Four can never keep, so every challenge wins
# expect: challenge outcomes as meant
variant broken_always_guilty
extends standard
require wild_draw_four: same colour
