"""The seeded random number generator whose whole state is one integer.

The state lives in :class:`~unorules.engine.state.GameState`, so every game replays from
its seed and a state serialises to JSON exactly. Everything random (the dealer
draw, every shuffle) reads one SplitMix64 stream: small, fast, well distributed,
and simple enough that the compiled simulation kernel (:mod:`unorules.kernel`)
reproduces it bit for bit, so a game the kernel plays replays exactly through
this engine.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state a game with this seed starts from.

    The seed goes through the SplitMix64 mixer: a state advances by a fixed step, so
    a linear map would start seed k+1 where seed k stands after one step, and the
    deal of one game would be the first reshuffle of the game before it.
    """
    return next_u64((seed * GAMMA + 0x632BE59BD9B4E019) & MASK)[1]


def next_u64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: (new state, 64-bit output)."""
    state = (state + GAMMA) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(items: list[T], state: int, _mask: int = MASK, _gamma: int = GAMMA) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new generator state.

    For i from len - 1 down to 1, one SplitMix64 output r is drawn and items[i] is
    swapped with items[r % (i + 1)] (the modulo bias is below 2**-57 for any deck).
    The kernel runs this very loop; the step is inlined here because a function
    call per card was most of a deal's cost, and the constants are locals (``_mask``,
    ``_gamma``; never passed) because reading them as globals was a sixth of it.
    """
    n = len(items)
    for i in range(n - 1, 0, -1):
        state = (state + _gamma) & _mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _mask
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def sample_index(n: int, state: int) -> tuple[int, int]:
    """A uniform index below ``n``; returns (new state, index)."""
    state, r = next_u64(state)
    return state, r % n
