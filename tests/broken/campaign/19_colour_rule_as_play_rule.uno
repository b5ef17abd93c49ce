# campaign 16 (written from the docs alone by a helper who had not read the verifier): colour rule moved into 'play wild_draw_four: no card of active colour in hand' while the inherited require + challenge stay
# expect: challenge outcomes as meant
variant honest_draw_four
extends standard
title "House rules: the honest Draw Four"
about "The Draw Four may be played only without a card of the active colour, and the next player may challenge it as usual."

play wild_draw_four: no card of active colour in hand
note "We wrote the colour rule where the card's play rule is, so nobody can forget it."
