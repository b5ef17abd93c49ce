# planted fault: a play condition no position satisfies (the compiler accepts it)
# expect: every kind playable
variant broken_unplayable
extends standard
play skip: same colour and not same colour
