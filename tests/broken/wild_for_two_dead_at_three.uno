# planted fault: a Wild for two players is in the deck at every table size, but may be played only with 2 players: from 3 players on, whoever is dealt one can never play it
# expect: every kind playable
variant broken_wild_for_two_dead_at_three
extends standard
players 2 to 6
card wild_duel: 4 without colour, scores 50
expect 112 cards
play wild_duel: 2 players
on wild_duel: player chooses colour
start wild_duel: return it and turn another
