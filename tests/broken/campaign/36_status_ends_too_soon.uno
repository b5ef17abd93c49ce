# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'status frozen: ends after 1 turn starts of its holder' while note says it lasts through the coming turn
# expect: no dead clause
variant freeze
extends standard
title "House rules: the Freeze"
about "A Wild Freeze: the next player is frozen and may not speak through their coming turn. A frozen player who speaks is reported and draws two."

card wild_freeze: 2 without colour, scores 50
expect 110 cards
expect 2 wild_freeze
status frozen: ends after 1 turn starts of its holder
note "The freeze lasts through the frozen player's coming turn and thaws when their turn comes round again."
play wild_freeze: always
on wild_freeze: player chooses colour, next holds frozen
start wild_freeze: return it and turn another
report spoke_while_frozen while target holds frozen: target draws 2, target releases frozen
