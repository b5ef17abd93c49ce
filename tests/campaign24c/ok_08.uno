variant ok_08
extends stacking
title "Five colours, stacked draws"
about "Purple joins red, yellow, green and blue. Five colours of 25 cards and eight wilds make a 133-card deck for up to twelve players. Draw Twos and Wild Draw Fours stack as in the stacking house rule."
players 2 to 12
colours red, yellow, green, blue, purple
expect 133 cards
note "A Wild or a Wild Draw Four may name purple like any other colour."
note "The classic deck has four colours; this one adds a fifth."
