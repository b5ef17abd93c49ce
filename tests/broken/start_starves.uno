# planted fault: every kind but the Wild goes back at the start; a deal to 10 can hold every Wild
# expect: compiles
variant broken_start_starves
extends standard
start number cards: return it and turn another
start draw_two: return it and turn another
start skip: return it and turn another
start reverse: return it and turn another
