# fault: 'next loses turn' kept after 'next draws 2 or stacks' (copied from the official Draw Two): the skip comes on top of the stack rule, which already makes the player who takes the total lose the turn
# meant: progressive Draw Two: answer with a Draw Two or take the whole total and lose the turn; standard's claims (the next player draws 2 and is skipped) still hold
# expect: the inherited claim "draw_two skips the next player" refuted (the turn goes past the player who should answer or take the total), or a turn-order property flags the extra skip
variant fault_04
extends standard
title "House rule: Draw Two on Draw Two"
on draw_two: next draws 2 or stacks, next loses turn
stack draw_two on draw_two
note "A Draw Two waiting to be drawn may be answered with another Draw Two; the total grows by 2, and the player who cannot or will not answer draws it all and loses their turn."
designer "standard's claims about the Draw Two stay: it makes the next player draw 2 and skips them."
