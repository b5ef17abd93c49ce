# fault: a partners variant that scores 'winner scores the other hands', so the winner also scores their own partner's hand.
# meant: team play: the team scores the two opposing hands, not the partner's.
# expect: the winner's score includes the points in their partner's hand, and the partner's score does not grow: team scoring sums do not hold (a careful checker given the intent of teams should flag that partner seats' scores differ).
variant fault_12
extends partners
scoring: winner scores the other hands
note "The team of the player who goes out scores the points in the two opposing hands."
