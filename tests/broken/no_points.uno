# planted fault: every card scores 0, so the 500-point target is never reached
# expect: target reachable
variant broken_no_points
extends standard
card 0: number, 1 per colour, scores 0
card 1 to 9: number, 2 per colour, scores 0
card draw_two: 2 per colour, scores 0
card reverse: 2 per colour, scores 0
card skip: 2 per colour, scores 0
card wild: 4 without colour, scores 0
card wild_draw_four: 4 without colour, scores 0
