# planted fault: the Reverse skips at every player count (its 'if 2 players' was lost), while standard's claim (inherited) says that with 3 or more players it passes the turn to the next player
# expect: claims
variant broken_claim_reverse_skips_everywhere
extends standard
on reverse: reverse, next loses turn
