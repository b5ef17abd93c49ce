# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'stack draw_two on draw_two' while 'on draw_two' is still 'next draws 2, next loses turn' (no 'or stacks')
# expect: compiles
variant stack_twos
extends standard
title "House rules: stacking Draw Twos"
about "A Draw Two may be answered with another Draw Two; the total passes on to the next player."

stack draw_two on draw_two
note "Two, four, six: the player who cannot answer draws the lot and loses the turn."
