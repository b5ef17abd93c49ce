# planted fault: the effect forgot the skip, while standard's claim (inherited) says reverse acts as skip
# expect: claims
variant broken_reverse_claim
extends standard
on reverse: reverse
note "With two players a Reverse acts like a Skip: the player who played it plays again."
