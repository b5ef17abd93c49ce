# planted fault: a card kind without a start rule (the compiler rejects it)
# expect: compiles
variant broken_missing_start
extends standard
card mirror: 2 per colour, scores 20
play mirror: same colour
on mirror: nothing
