# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'play any card: same colour and same face' (typo for 'or'), note says colour or number
# expect: a round can end
variant colour_or_number
extends standard
title "House rules: matching, spelt out"
about "A card may be played when it matches the top card's colour or its number or symbol; Wilds may be played at any time."

play any card: same colour and same face
note "Match the colour or the number (or symbol) of the top card, as in the official rules."
