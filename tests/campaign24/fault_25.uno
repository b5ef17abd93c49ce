# fault: Wild Shuffle Hands may be played only on the same face, but the deck holds one, so it can never be played.
# meant: Wild Shuffle Hands may be played on any card except another wild (the designer reached for 'same face' to keep it off other wilds).
# expect: wild_shuffle_hands is never playable (the only card with its face is itself); the 'on wild_shuffle_hands' clause never applies.
variant fault_25
extends shuffle_hands_2018
without play wild_shuffle_hands, wild_customizable
play wild_customizable: always
play wild_shuffle_hands: same face
