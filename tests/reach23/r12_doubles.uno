# House rule: doubles: a player who lays a number card may lay an identical one (same number,
# same colour) with it in the same turn. Two of a number in different colours do not go together.
variant r12_doubles
extends standard
title "House rule: doubles of identical number cards"
together number cards: identical card
