# why it is right: stacking with the Draw Four challenge kept ('if accepted: next draws 4 or stacks', inherited) scored the other way, lowest total wins, with a missed UNO costing 4 and the claim restated to match
variant ok_06
extends stacking
title "Stacking, lowest score wins"
scoring: each player scores their own hand, lowest wins
game ends at 300 points
note "Each player adds the points left in their own hand; when someone reaches 300 the lowest total wins."
penalty missed_uno: target draws 4
without claim penalty missed_uno costs 2 cards
claim penalty missed_uno costs 4 cards
