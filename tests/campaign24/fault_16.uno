# fault: laying several number cards at once is allowed only with more than two players, in a variant that seats two players only.
# meant: a two-player table where matching numbers may be laid together (the condition was copied from a file for bigger tables).
# expect: the together clause never applies (the condition 'not 2 players' is false at every allowed player count).
variant fault_16
extends two_player
together number cards: same face and not 2 players
