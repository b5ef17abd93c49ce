# planted fault: 'on any card' meant as an extra for every card, but every card has an 'on' clause of its own (numbers by 'on number cards'), and the most specific one is taken: it applies to no card
# expect: no dead clause
variant broken_any_card_overridden
extends standard
on any card: next draws 1 if 2 players
