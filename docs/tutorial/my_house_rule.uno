# The house rule built step by step in docs/tutorial.rst.
variant my_house_rule
extends standard
title "House rules: zero passes, the hurricane blows"
about "The official rules with three house rules: a 0 passes every hand on, two Wild Hurricanes shuffle all the hands together, and a missed UNO costs four cards."

# Step 2: a card does something new.
on 0: hands pass on
note "Played as a last card, a 0 ends the round before any hand moves."

# Step 3: a new card.
card wild_hurricane: 2 without colour, scores 50
play wild_hurricane: always
on wild_hurricane: player chooses colour, hands are shuffled
note "Every card in every hand is gathered, shuffled and dealt out again, one at a time, starting with the next player: hand sizes may change."
start wild_hurricane: return it and turn another
expect 110 cards
expect 2 wild_hurricane

# Step 4: a harsher penalty.
penalty missed_uno: target draws 4
note "Four cards, not two: at our table nobody forgets twice."
