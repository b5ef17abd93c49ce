# correct: a card that discards every card of the active colour from its player's hand.
# A Wild held beside it stays in the hand, so the round rightly goes on (the model once
# discarded the Wild too, and refuted "empty hand ends the round").
variant clean_discard_all
extends standard
card discard_all: 1 per colour, scores 30
without expect 108 cards
without expect 25 cards per colour
expect 112 cards
play discard_all: same colour or same face
on discard_all: player discards all of active colour
start discard_all: nothing
