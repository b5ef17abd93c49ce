# fault: 'together 0: identical card' can never apply: the deck has only one 0 of each colour, so no zero has an identical twin
# meant: a player who lays a 0 and holds its identical twin may lay both in one turn ("double zero")
# expect: "no dead clause" refuted: the together clause for 0 never applies (one 0 per colour)
variant fault_08
extends standard
title "House rule: double zero"
together 0: identical card
note "A player who lays a 0 may lay the other 0 of the same colour with it, in the same turn."
