# fault: Discard All makes the next player discard all cards of the active colour, which can empty the next player's hand and hand them the round.
# meant: the player who played it also discards every card of its colour ('player discards all of active colour').
# expect: an effect empties another player's hand: the next player can go out without playing; the card helps the opponent it should not.
variant fault_20
extends discard_all_roulette
on discard_all: next discards all of active colour
