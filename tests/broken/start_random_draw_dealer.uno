# planted fault: a Hit 2 turned over to start makes the dealer press, where played by the dealer it makes the next player press
# expect: start cards act as played
variant broken_start_random_draw_dealer
extends attack
start hit_2: dealer draws 0 to 4 at random, dealer draws 0 to 4 at random, first loses turn
