# planted fault: the 2018 deck's Wild Shuffle Hands added to a table with the mercy rule: the shuffle deals to every seat, the knocked-out ones too
# expect: compiles
# (the compiler refuses it, at the file's own line: which seats a deal reaches is known before any game)
variant broken_shuffle_hands_knock_out
extends mercy
card wild_shuffle_hands: 1 without colour, scores 40
play wild_shuffle_hands: always
start wild_shuffle_hands: first chooses colour
on wild_shuffle_hands: player chooses colour, hands are shuffled
