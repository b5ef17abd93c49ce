# planted fault: a Skip playable only on an identical card of another face, which no position satisfies
# expect: every kind playable
variant broken_identical_unplayable
extends standard
play skip: identical card and not same face
