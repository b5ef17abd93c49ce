# fault: 0s may be laid together when of the same colour, but there is only one 0 of each colour, so the clause never applies.
# meant: 'together 0: same face': several 0s of any colour laid in one turn.
# expect: 'together 0: same colour' can never be used: after a 0 the hand holds no other 0 of that colour; the together phase is never entered.
variant fault_15
extends standard
together 0: same colour
