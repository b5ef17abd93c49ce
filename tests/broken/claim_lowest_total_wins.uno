# Penalty points meant and claimed, but the inherited scoring is kept: the winner scores the
# other hands, so the highest total wins and the claim is refuted.
# expect: claims
variant broken_claim_lowest_total_wins
extends minion
claim the lowest total wins
