# fault: the knock-out threshold is 107 cards, the whole deck but the top card, which no hand can reach while another player still holds a card.
# meant: a player is out only when they hold (nearly) the whole deck; the designer forgot that the other players always hold at least one card.
# expect: with 108 cards, a top card and at least one card in every other hand, a hand holds at most 106 cards, so the knock-out never happens; a checker should say the threshold is unreachable at every player count.
variant fault_04
extends mercy
knock out at 107 cards
