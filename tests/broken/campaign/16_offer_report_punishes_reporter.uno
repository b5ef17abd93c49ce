# campaign 16 (written from the docs alone by a helper who had not read the verifier): turkish 'report offer: player draws 3' (player = the reporter)
# expect: penalty on the rule-breaker
variant turkish_strict_offers
extends turkish
title "Turkish rules - three cards for an offer"
about "The Turkish rules, with a harsher penalty for offers made to other players."

report offer: player draws 3
note "A player who makes offers to other players draws three cards (the sheet says two; our table says three)."
