# planted fault: the declared total does not match the card clauses (the compiler rejects it)
# expect: compiles
variant broken_miscount
extends standard
card skip: 3 per colour, scores 20
expect 108 cards
