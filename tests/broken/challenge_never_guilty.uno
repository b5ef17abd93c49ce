# planted fault: to stop bluffing the Wild Draw Four was made playable only without a card of the active colour, but its challenge was kept: a challenge can then never win
# expect: challenge outcomes as meant
variant broken_challenge_never_guilty
extends standard
play wild_draw_four: no card of active colour in hand
