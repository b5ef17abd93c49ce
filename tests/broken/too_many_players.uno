# planted fault: a player range the deck cannot deal (the compiler rejects it)
# expect: compiles
variant broken_too_many_players
extends standard
players 2 to 20
