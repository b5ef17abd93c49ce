# planted fault: one card's pairing retyped with a wrong dark face (purple draw_five for the second purple skip_everyone): the pair lines no longer give each dark face as many cards as the card clauses declare
# expect: compiles
# (the compiler refuses it: the faces of the pair lines are counted against the card clauses, side by side, before any game)
variant broken_pair_count_mismatch
extends flip
without pair blue 1
pair blue 1 with purple skip_everyone, purple draw_five
