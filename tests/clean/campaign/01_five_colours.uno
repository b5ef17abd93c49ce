# campaign 16, correct but unusual: fifth colour purple, 133 cards, expectations updated (5 x 25 + 8)
variant five_colours
extends standard
title "House rules: five colours"
about "The classic deck with a fifth colour, purple: 25 purple cards join the 108."

colours red, yellow, green, blue, purple
expect 133 cards
expect 25 cards per colour
note "Five colours of 25 cards (125) and the 8 wilds."
