variant multiple_cards
extends standard
title "House rule: several cards of one number at once"
about "A player who plays a number card may lay down more cards of the same number with it, one after another, in any colours; the colour of the last one counts."

together number cards: same face
note "The cards go on the pile one at a time, in the order the player chooses, and the last one sets the colour; the player may stop after any of them (pass). Only the first card must match the pile as usual."
