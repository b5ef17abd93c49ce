# meant: No Mercy with an enormous knock-out bonus (5000 per player out) and a long game (to 100000 points, the language's largest number): knocking players out is what wins.
variant ok_11
extends no_mercy
knock out at 25 cards, winner scores 5000 for each player out
game ends at 100000 points
