# planted fault: a Reverse turned over at the start no longer lets the dealer play first, while standard's claim (inherited) says it does
# expect: claims
variant broken_claim_start_dealer
extends standard
start reverse: reverse
