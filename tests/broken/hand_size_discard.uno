# planted fault: with exactly two cards, a false UNO call costs the caller their cards of the active colour, which can empty a hand while the round goes on
# expect: empty hand ends the round
variant broken_hand_size_discard
extends standard
penalty false_uno: player draws 1, player discards all of active colour if player holds 3 cards
