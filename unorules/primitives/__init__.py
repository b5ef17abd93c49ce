"""The primitives of the rules IR: conditions and effects.

Each primitive is one frozen class holding its concrete meaning (what the engine
does), its English meaning (what the rule book says) and, in ``symbolic``, its Z3
meaning, side by side, so the three readers cannot drift apart.
"""
