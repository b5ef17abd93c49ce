# planted fault: an effect behind a player count the variant does not allow
# expect: no dead clause
variant broken_dead_guard
extends standard
on 5: next draws 2 if 11 players
