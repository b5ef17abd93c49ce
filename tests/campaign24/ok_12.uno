# meant: the mercy rule with seven-zero: hands pass on and swap among the players still in; a swap can hand a 24-card hand to someone else, on purpose.
variant ok_12
extends mercy
on 7: player swaps hands with target
on 0: hands pass on
claim 0 passes every hand on
