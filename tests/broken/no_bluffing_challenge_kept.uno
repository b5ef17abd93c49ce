# planted fault: to stop bluffing, the Wild Draw Four may be played only with no other playable card (written in both its play and its require clause), but standard's challenge was kept: its require is now what a challenge tests, and the play clause already makes it hold, so a challenge can never win
# expect: challenge outcomes as meant
variant broken_no_bluffing_challenge_kept
extends standard
play wild_draw_four: no other playable card
require wild_draw_four: no other playable card
