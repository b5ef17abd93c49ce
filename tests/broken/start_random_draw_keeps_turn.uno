# planted fault: a Hit 2 turned over to start makes the first player press twice, but drops 'first loses turn', so the player who drew keeps the turn (played, it skips them)
# expect: start cards act as played
variant broken_start_random_draw_keeps_turn
extends attack
start hit_2: first draws 0 to 4 at random, first draws 0 to 4 at random
