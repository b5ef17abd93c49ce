# campaign 16 (written from the docs alone by a helper who had not read the verifier): every card's effects begin with 'player draws 1'; note expects hands to shrink once the pile is used up
# expect: a round can end
variant marathon
extends standard
title "House rules: Marathon UNO"
about "Every card you play, you draw one back from the pile. Hands stay full until the pile runs dry, and then the race to the last card begins."

on number cards: player draws 1
on draw_two: player draws 1, next draws 2, next loses turn
on skip: player draws 1, next loses turn
on reverse: player draws 1, reverse, next loses turn if 2 players
on wild: player draws 1, player chooses colour
on wild_draw_four: player draws 1, player chooses colour, next may challenge
note "Each card played is replaced from the draw pile. Once the pile is used up there is nothing left to draw back, and hands finally shrink."
