# House rule: two Draw Twos may be laid together in one turn; the next player draws four
# and loses the turn.
# Tried 'together draw_two: same face': refused, only cards that do nothing when played may
# be laid together ("whose effect would count is not said"). A stack (progressive draw) lets
# the *next* player answer, not the same player add. This file keeps the phrase and fails.
variant r17_double_draw_two
extends standard
title "House rule: two Draw Twos at once"
together draw_two: same face
