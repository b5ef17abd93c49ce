# planted fault: a Hit 2 turned over to start makes the first player press once (0 to 4 cards), where played it makes the next player press twice (0 to 8)
# expect: start cards act as played
variant broken_start_random_draw_fewer_presses
extends attack
start hit_2: first draws 0 to 4 at random, first loses turn
