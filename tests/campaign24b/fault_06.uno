# fault: the start rule of Hit 2 drops 'first loses turn', so a Hit 2 turned over to start makes the first player press twice and then still play
# meant: a Hit 2 turned over to start acts as if the dealer had played it: the player to the dealer's left presses twice and loses the turn
# expect: "start cards act as played" refuted for hit_2 (played, it skips the next player; as the start card, it does not)
variant fault_06
extends attack
title "UNO Attack!, the first card restated"
start hit_2: first draws 0 to 4 at random, first draws 0 to 4 at random
note "A Hit 2 turned over to start the round acts as if the dealer had played it: the player to the dealer's left presses twice, keeps what comes out and loses the turn."
