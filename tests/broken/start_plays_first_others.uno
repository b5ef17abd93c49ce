# planted fault: 'others plays first' names several players
# expect: effects name real seats
variant broken_start_plays_first_others
extends standard
start reverse: reverse, others plays first
