# fault: every card scores 0, so no total ever grows and 'game ends at 500 points' is never reached.
# meant: penalty points only for wild cards (the designer set 'scores 0' on the wilds too by copy and paste).
# expect: every round scores 0 for everyone; the game-end threshold is unreachable, so the game never ends.
variant fault_28
extends lowest_score_wins
card 0: number, 1 per colour, scores 0
card 1 to 9: number, 2 per colour, scores 0
card draw_two: 2 per colour, scores 0
card reverse: 2 per colour, scores 0
card skip: 2 per colour, scores 0
card wild: 4 without colour, scores 0
card wild_draw_four: 4 without colour, scores 0
