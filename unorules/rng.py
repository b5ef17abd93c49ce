"""The seeded random number generator whose whole state is one integer.

The state lives in :class:`~unorules.state.GameState`, so every game replays from
its seed and a state serialises to JSON exactly. SplitMix64 is small, fast in pure
Python and well distributed.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def next_u64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(items: list[T], state: int) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new generator state.

    The SplitMix64 step is written out inline: a deal shuffles the whole deck, and a
    function call per card doubled the cost of a new round.
    """
    for i in range(len(items) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def sample_index(n: int, state: int) -> tuple[int, int]:
    """A uniform index below ``n``; returns (new state, index)."""
    state, r = next_u64(state)
    return state, r % n
