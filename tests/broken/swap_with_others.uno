# planted fault: a swap names 'others', which is one player only when 2 play
# expect: effects name real seats
variant broken_swap_with_others
extends standard
on 7: player swaps hands with others
