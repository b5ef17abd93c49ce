# fault: a 7 may be played only with more than two players, in a two-player-only variant, so 7s can never be played.
# meant: seven-zero for two: the 7 swaps the two hands (the play rule was copied from the docs' 'play 7: not 2 players and ...' example).
# expect: every 7 in the deck is unplayable at every allowed player count; the 'on 7' clause never applies.
variant fault_19
extends two_player
on 7: player swaps hands with target
play 7: not 2 players and (same colour or same face)
