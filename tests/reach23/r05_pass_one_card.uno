# House rule: when a 0 is played, every player passes one card of their choice to the next
# player in the direction of play (instead of the whole hand).
# Tried: 'player gives 1 card to next', 'cards pass on', '1 card passes on',
# 'hands pass on 1 card', 'player passes a card to next', 'player swaps 1 card with next',
# 'next draws 1 from player': none exists. The only ways to move cards between hands are
# whole hands ('hands pass on/left/right', 'swaps hands with', 'hands are shuffled').
# This file keeps the phrase a player would write, and fails to compile.
variant r05_pass_one_card
extends standard
title "House rule: a 0 passes one card on"
on 0: others pass 1 card on, player passes 1 card on
