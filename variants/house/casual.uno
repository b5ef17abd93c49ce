variant casual
extends standard
title "House rule: a casual table"
about "No UNO calls and nobody is caught; one round is the game, and nothing is scored."

without uno
without scoring
note "Without 'uno' the missed-UNO penalty goes too: there is no call to miss."
