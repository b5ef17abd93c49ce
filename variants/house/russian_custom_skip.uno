# A house rule for the Russian sheet's Wild Custom: the table agreed on a Wild Skip.
variant russian_custom_skip
extends russian
title "Russian rules - Wild Custom agreed as a Wild Skip"
about "The Russian rules, with the Wild Custom agreed before the game as a Wild Skip instead of the bundled Wild Draw Two."

on wild_custom: player chooses colour, next loses turn
note "The table's agreement for this game: the next player loses the turn and draws nothing. This is the only line that differs from russian."
