# House rule: going out ends the round at once: a Draw Two or Wild Draw Four laid as the last
# card makes nobody draw (its cards are not added to the next player's hand or score).
variant r18_last_card_no_draw
extends standard
title "House rule: a last draw card draws nothing"
last card: nothing applies
