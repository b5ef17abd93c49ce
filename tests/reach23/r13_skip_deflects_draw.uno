# House rule: a player facing a Draw Two may dodge it with a Skip: the pending draw goes on,
# as it is, past them to the next player.
variant r13_skip_deflects_draw
extends progressive_draw_two
title "House rule: a Skip dodges a Draw Two"
stack skip on draw_two
