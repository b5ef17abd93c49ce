# fault: the missed-UNO penalty makes the catcher draw ('player') instead of the caught player ('target').
# meant: a missed UNO costs the caught player 4 cards, as the claim says.
# expect: the claim 'penalty missed_uno costs 4 cards' is refuted: the caught player draws nothing and the catcher draws 4.
variant fault_29
extends uno_penalties
penalty missed_uno: player draws 4
