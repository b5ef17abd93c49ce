# planted fault: a false UNO call costs the caller their cards of the active colour, which can empty a hand while the round goes on
# expect: empty hand ends the round
variant broken_false_uno_empties
extends standard
penalty false_uno: player discards all of active colour
