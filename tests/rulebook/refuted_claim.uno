# A claim the verifier refutes: with two players a Flip passes the turn, unlike a two-player
# Reverse. Its rule book must not call the claim proved (tests/test_rulebook_readers.py).
variant refuted_claim
extends flip
title "Flip: the two-player Flip"
claim with 2 players flip acts as reverse
