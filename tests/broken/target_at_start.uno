# planted fault: an effect whose target cannot exist (nobody chooses a target at the start)
# expect: compiles
variant broken_target_at_start
extends standard
start 7: target draws 2
