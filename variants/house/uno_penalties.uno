variant uno_penalties
extends standard
title "House rule: missed UNO costs 4, a false call costs 2"
about "A player caught without calling UNO draws 4; a player who calls UNO in their turn while holding two cards or more draws 2."

penalty missed_uno: target draws 4
without claim penalty missed_uno costs 2 cards
claim penalty missed_uno costs 4 cards
claim penalty false_uno costs 2 cards
penalty false_uno: player draws 2
note "A false call is made in one's own turn; the caller then plays on (the two cards are drawn first)."
