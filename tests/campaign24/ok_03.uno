# meant: a generous launcher: each press gives 0 to 10 cards, and Wild Hit-Fire 1 to 10; a wide but legal random range.
variant ok_03
extends attack
draw: 0 to 10 cards at random, even with a playable card
on wild_hit_fire: player chooses colour, next draws 1 to 10 at random, next loses turn
