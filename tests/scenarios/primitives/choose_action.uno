# Two house cards whose player picks, as they play them, which of their printed actions happens.
variant choose_action
extends standard
title "House cards: Wild Choice, and Skip or Reverse"
card wild_choice: 4 without colour, scores 50
card skip_or_reverse: 1 per colour, scores 20
expect 116 cards
expect 26 cards per colour
play wild_choice: always
on wild_choice: player chooses colour, player chooses one of: next draws 2 / next loses turn
reading "Picking 'draws 2', the next player draws two cards and still plays: a Wild Choice is not a Draw Two."
on skip_or_reverse: player chooses one of: next loses turn / reverse
reading "With two players, picking Reverse hands the turn to the other player as any card does; pick Skip to play again."
start wild_choice: return it and turn another
start skip_or_reverse: first loses turn
reading "Turned over to start the round, nobody picks: a Skip or Reverse acts as a Skip."
