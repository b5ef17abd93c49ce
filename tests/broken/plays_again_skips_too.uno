# planted fault: a Skip rewritten with 'player plays again' on top of its 'next loses turn': the player keeps the turn, so nobody is skipped, while the inherited claim says the Skip skips the next player
# expect: claims
variant broken_plays_again_skips_too
extends standard
on skip: player plays again, next loses turn
