# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'on reverse: reverse, next loses turn' (lost 'if 2 players')
# expect: claims
# caught since standard states its intent as claims, which this file inherits (the file itself is unchanged)
variant reverse_rewritten
extends standard
title "House rules: the Reverse, rewritten"
about "The official Reverse, written out again with our note."

on reverse: reverse, next loses turn
note "A Reverse changes the direction of play. Only with two players does it act like a Skip, so that its player plays again."
