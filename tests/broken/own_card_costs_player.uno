# planted fault: a Skip meant to cost the next player two cards makes the player who plays it draw them ('player' for 'next'), and does nothing else: nobody would play it by choice
# expect: cards worth playing
variant broken_own_card_costs_player
extends standard
on skip: player draws 2
