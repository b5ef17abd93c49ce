# planted fault: the file claims a missed UNO costs 4 cards, but its penalty draws 2
# expect: claims
variant broken_claim_penalty_cost
extends standard
without claim penalty missed_uno costs 2 cards
claim penalty missed_uno costs 4 cards
