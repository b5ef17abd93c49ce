# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'without penalty missed_uno' while the UNO call clause stays
# expect: compiles
variant friendly_uno
extends standard
title "House rules: friendly UNO"
about "We still call UNO, but nobody is punished for forgetting."

without penalty missed_uno
note "Calling UNO is a courtesy at our table; a forgotten call costs nothing."
