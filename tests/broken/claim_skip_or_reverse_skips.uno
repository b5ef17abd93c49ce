# planted fault: a Skip or Reverse lets its player pick Reverse, yet the designer claims it always skips the next player
# expect: claims
variant broken_claim_skip_or_reverse_skips
extends standard
card skip_or_reverse: 1 per colour, scores 20
expect 112 cards
expect 26 cards per colour
on skip_or_reverse: player chooses one of: next loses turn / reverse
start skip_or_reverse: first loses turn
claim skip_or_reverse skips the next player
