# Correct: everybody else draws (its conservation proof is slow: Z3 may give no answer). With fewer players than the model's seats, the k-th
# other player does not exist, and its seat arithmetic must not refute anything.
variant others_draw
extends standard
on 5: others draws 1
