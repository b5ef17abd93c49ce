"""The seeded random number generator whose whole state is one integer.

The state lives in :class:`~unorules.engine.state.GameState`, so every game replays from
its seed and a state serialises to JSON exactly. SplitMix64 is small, fast in pure
Python and well distributed; a shuffle reads a SHAKE-256 stream keyed by the state
(see :func:`shuffle`).
"""

from __future__ import annotations

import hashlib
import struct
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The generator state a game with this seed starts from.

    The seed goes through the SplitMix64 mixer: a state advances by a fixed step, so
    a linear map would start seed k+1 where seed k stands after one step, and the
    deal of one game would be the first reshuffle of the game before it.
    """
    return next_u64((seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK)[1]


def next_u64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(items: list[T], state: int) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new generator state.

    A deal shuffles the whole deck, and drawing a 64-bit number per card in Python
    was most of the cost of a new round. The swap positions instead come from one
    SHAKE-256 stream keyed by the state (32 bits per card, made in C), each scaled
    to its range by a multiply-shift (Lemire), whose bias is below n / 2**32 (under
    3e-8 for a deck of 112). The generator then steps once, so the next shuffle
    reads a fresh stream.
    """
    n = len(items)
    if n > 1:
        words = struct.unpack(f"<{n}I", hashlib.shake_256((state & MASK).to_bytes(8, "little")).digest(4 * n))
        for i in range(n - 1, 0, -1):
            j = (words[i] * (i + 1)) >> 32
            items[i], items[j] = items[j], items[i]
    return next_u64(state)[0]


def sample_index(n: int, state: int) -> tuple[int, int]:
    """A uniform index below ``n``; returns (new state, index)."""
    state, r = next_u64(state)
    return state, r % n
