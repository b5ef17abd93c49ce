variant ok_05
extends lowest_score_wins
title "Four short rounds"
about "Four rounds, each scored against the players left holding cards; the lowest total after the fourth round wins."
game ends after 4 rounds, lowest total wins
card wild: 4 without colour, scores 25
card wild_draw_four: 4 without colour, scores 25
note "Wilds count 25 points here, half what the classic game charges, so holding one back is less of a gamble."
note "In the official game the winner of each round scores the other hands, and the first to reach 500 wins."
