# Six partners meant as two teams of three and claimed so, but seated as partners sitting
# opposite: the engine scores three pairs (0-3, 1-4, 2-5), so the claim is refuted.
# expect: claims
variant broken_claim_teams_of_three_pairs
extends partners
players 6 to 6
claim teams of 3
