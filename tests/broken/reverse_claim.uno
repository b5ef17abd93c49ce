# planted fault: the note claims the two-player rule, the effect forgot the skip
# expect: two-player reverse
variant broken_reverse_claim
extends standard
on reverse: reverse
note "With two players a Reverse acts like a Skip: the player who played it plays again."
