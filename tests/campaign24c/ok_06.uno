variant ok_06
extends mercy
title "Mercy at twenty"
about "The mercy rule with a lower limit: a player who ever holds 20 cards or more is out of the round, and the winner scores 100 points for each player knocked out."
knock out at 20 cards, winner scores 100 for each player out
draw: until playable, may play it, even with a playable card
note "A player who draws keeps drawing until a card can be played; they may then play it or keep it and pass."
note "UNO Show 'Em No Mercy sets the limit at 25 cards and pays 250 points for each player out."
