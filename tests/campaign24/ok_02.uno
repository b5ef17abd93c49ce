# meant: a brutal mercy rule: dealt 7, a player is out as soon as they hold 8 cards, i.e. after the first card drawn beyond the deal; extreme but reachable at every player count.
variant ok_02
extends mercy
players 2 to 4
knock out at 8 cards
