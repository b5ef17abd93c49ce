# planted fault: the two-player Reverse skips only when its player still has a card to play, which the model cannot know, so the inherited claim cannot hold
# expect: claims
variant broken_playable_guard_claim
extends standard
on reverse: reverse, next loses turn if player has a playable card
