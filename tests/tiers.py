"""A parametrized test split between the two tiers (the root conftest.py says what they
are): the fast tier keeps the cases that together touch every part, the slow tier
(``pytest --all``, as CI runs it) runs every case.

``cover()`` is standard and the fewest other bundled variants whose clauses, effects and mechanics include
each one any bundled variant uses: a test over every variant keeps those in the fast
tier. It is computed from the compiled rules, so a new variant or mechanic joins the
fast tier by itself when no variant of the cover has what it brings.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from functools import cache
from typing import Any

import pytest

import unorules

# Rules' fields whose values are the compiled clauses, effects and mechanics.
_PARTS = ("on", "mechanics", "penalties", "reports", "stacks", "statuses", "claims", "require", "play",
          "start", "jump_in", "together", "knock_out", "scoring", "sides", "last_card_effects")


def _walk(value: Any, out: set[str], depth: int = 0) -> None:
    if depth > 6:
        return
    if isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _walk(item, out, depth + 1)
    elif isinstance(value, dict):
        for item in value.values():
            _walk(item, out, depth + 1)
    elif hasattr(value, "__attrs_attrs__"):
        out.add(type(value).__name__)
        for field in value.__attrs_attrs__:
            _walk(getattr(value, field.name), out, depth + 1)


def parts(name: str) -> frozenset[str]:
    """What a bundled variant is made of: its clauses' kinds and its IR's classes."""
    rules = unorules.load(name)
    found = {c.kind for c in rules.clauses}
    for field in _PARTS:
        _walk(getattr(rules, field, None), found)
    return frozenset(found)


@cache
def cover() -> tuple[str, ...]:
    """Standard (every other variant's base), then greedily the variant with the most
    parts not yet covered."""
    made = {name: parts(name) for name in unorules.variants()}
    left = set().union(*made.values()) - made["standard"]
    out = ["standard"]
    while left:
        best = max(sorted(made), key=lambda n: len(made[n] & left))
        out.append(best)
        left -= made[best]
    return tuple(out)


def split(cases: Iterable[Any], fast: Collection[Any] | Callable[[Any], bool]) -> list[Any]:
    """``cases`` for ``pytest.mark.parametrize``, those not ``fast`` marked slow. A tuple
    case is one value per argument name; ids stay what pytest makes of the values."""
    out: list[Any] = []
    for case in cases:
        keep = fast(case) if callable(fast) else case in fast
        if keep:
            out.append(case)
        else:
            values = case if isinstance(case, tuple) else (case,)
            out.append(pytest.param(*values, marks=pytest.mark.slow))
    return out


def variants(names: Iterable[str] | None = None) -> list[Any]:
    """Every bundled variant (or ``names``), the cover's in the fast tier."""
    return split(unorules.variants() if names is None else names, set(cover()))


def rotated(names: Iterable[str], others: list[str], fast: Collection[str] | None = None) -> list[Any]:
    """(other, name) pairs of every name with every one of ``others`` (a bot, a seat
    count...): the fast tier keeps each name of ``fast`` (default: the cover) with one
    of them, in turn, so that each of them is still in the fast tier."""
    keep = set(cover() if fast is None else fast)
    pairs, fast_pairs, turn = [], set(), 0
    for name in names:
        for other in others:
            pairs.append((other, name))
        if name in keep:
            fast_pairs.add((others[turn % len(others)], name))
            turn += 1
    return split(pairs, fast_pairs)


# The user property under which tests/test_verify.py names what caught each planted fault of
# tests/broken/: tests/conftest.py counts them after the run, so the slow tier needs no test
# that verifies every broken file a second time for the count.
FAULT_CAUGHT = "planted fault caught by"
