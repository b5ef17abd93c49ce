variant ok_04
extends standard
title "Skips that pile up, numbers in pairs"
about "A Skip laid on a Skip passes over two players, and a player may lay down identical number cards together."
on skip: next loses turn, next loses turn if played on same face
without claim skip skips the next player
note "Laid on any other card, a Skip skips one player as usual."
together number cards: identical card
note "Only exact twins go down together, such as both red 7s, so the colour in play does not change."
