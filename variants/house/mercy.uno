variant mercy
extends standard
title "House rule: the mercy rule"
about "A player who ever holds 25 cards or more is out of the round; the others play on, and the last player left wins the round if nobody has gone out before."

knock out at 25 cards
note "Checked after every action, so a player who reaches 25 in the middle of a draw finishes drawing first. Their cards go under the discard pile: out of play until the next reshuffle, as the No Mercy sheet sets them aside until then. Turns pass over a knocked-out seat, and 'next' means the next player still in. At the next round everybody is dealt in again."
players 2 to 6
note "As in UNO Show 'Em No Mercy, where the rule comes from: 2 to 6 players."
