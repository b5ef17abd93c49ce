# campaign 16 (written from the docs alone by a helper who had not read the verifier): note says a missed UNO costs four cards; the clause says 'target draws 2'
# missed: no property states this intent (only the file's notes do); stated as a claim it is caught: see 39_claim_says_four_cards.uno
variant forgetful_tax
extends standard
title "House rules: the forgetful tax"
about "Forgetting to call UNO is expensive at our table: four cards."

penalty missed_uno: target draws 2
note "A player caught without calling UNO draws four cards, twice the official penalty."
uno: call at one card, catch before the next player acts
note "Calling late is safe as long as nobody has caught you yet."
