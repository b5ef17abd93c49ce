# The house rule built step by step in docs/tutorial.rst.
variant my_house_rule
extends standard
title "House rules: passing zeros and the Wild Roulette"
about "The official rules with three house rules: a 0 passes every hand on, two Wild Roulettes make the next player draw until the named colour comes up, and a missed UNO costs four cards."

# Step 2: a card does something new.
on 0: hands pass on
note "Played as a last card, a 0 ends the round before any hand moves."

# Step 3: a new card.
card wild_roulette: 2 without colour, scores 50
play wild_roulette: always
on wild_roulette: player chooses colour, next draws until active colour, next loses turn
note "The next player keeps every card they draw, the one of the named colour too, and then misses their turn."
start wild_roulette: return it and turn another
expect 110 cards
expect 2 wild_roulette

# Step 4: a harsher penalty.
penalty missed_uno: target draws 4
note "Four cards, not two: at our table nobody forgets twice."
without claim penalty missed_uno costs 2 cards
claim penalty missed_uno costs 4 cards
