# planted fault: a Wild Shuffle Hands dealt from the next player added to No Mercy, where knocked-out seats must be passed over and the deal does not
# expect: compiles
# (the compiler refuses it, at the file's own line: which seats a deal reaches is known before any game)
variant broken_shuffle_from_knock_out
extends no_mercy
card wild_shuffle_hands: 1 without colour, scores 40
play wild_shuffle_hands: always
start wild_shuffle_hands: first chooses colour
on wild_shuffle_hands: player chooses colour, hands are shuffled and dealt from next
