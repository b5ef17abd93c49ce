# fault: the effect lines of the Flip and the Skip Everyone were swapped, so the light-side Flip only lets its player play again and the turn-over sits on a dark-only card that can never come up.
# meant: 'on flip: everything turns over' and 'on skip_everyone: player plays again'.
# expect: the dark side is unreachable: no playable card turns the game over, so skip_everyone, draw_five and wild_draw_colour are never playable and the 'on skip_everyone' clause never applies.
variant fault_02
extends flip
on flip: player plays again
on skip_everyone: everything turns over
