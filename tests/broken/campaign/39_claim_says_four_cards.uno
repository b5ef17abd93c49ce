# campaign 16, case 25 restated (written by the verifier's helper, who knew the fault): the designer states the intent as a claim instead of a note; the clause says 'target draws 2'
# expect: claims
variant forgetful_tax_claimed
extends standard
title "House rules: the forgetful tax"
about "Forgetting to call UNO is expensive at our table: four cards."

penalty missed_uno: target draws 2
claim penalty missed_uno costs 4 cards
uno: call at one card, catch before the next player acts
note "Calling late is safe as long as nobody has caught you yet."
