# planted fault: a Skip Everyone claimed to act as a Skip at three players (it passes over both other players)
# expect: claims
variant broken_plays_again_claim
extends big_cards
claim with 3 players skip_everyone acts as skip
