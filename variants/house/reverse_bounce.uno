variant reverse_bounce
extends progressive_draw_two
title "House rule: a Reverse bounces a Draw Two back"
about "A player facing a pending Draw Two may answer it with a Reverse of its colour (or on a Reverse, any Reverse): play turns round and the whole total goes back the other way, to be answered in its turn."

stack reverse on draw_two
stack reverse on reverse
stack draw_two on reverse
note "A Reverse adds nothing to the total; it sends it on as it is. The player it comes back to may answer with a Draw Two or another Reverse, or draw it all. Each card still follows its own play rule: a Reverse answers a Draw Two of its colour."
