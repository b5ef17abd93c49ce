# planted fault: a start rule can empty the first player's hand, and the round goes on
# expect: empty hand ends the round
variant broken_start_discard_empties
extends standard
start number cards: first discards all of active colour
