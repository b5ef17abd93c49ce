# planted fault: a Wild names its colour only with 2 players; with 3 it names none
# expect: compiles
variant broken_colour_behind_condition
extends standard
on wild: player chooses colour if 2 players
