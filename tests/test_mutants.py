"""Engine and compiler mutants: each planted bug is caught by verify's checks or the
scenarios (see mutants), and the suite says how many."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("z3")

from mutants import CAUGHT_BY, CAUGHT_FIRST, MUTANTS, catches
from tiers import split

SCENARIOS = Path(__file__).parent / "scenarios"
# The mutant that takes 3 s or more (6 s of CPU: only 'engine agrees' catches it): the slow
# tier's. The others took 13 to 20 s each until the check that catches them ran first
# (mutants.CAUGHT_FIRST), and are the fast tier's again. The fast tier's mutants still reach
# every check they are caught by.
SLOW = {"no_accept_in_stack"}


# Each case says which checks caught its mutant (a user property, which pytest-xdist's
# workers send back): tests/conftest.py prints the table after the run, caught over planted,
# so the slow tier's count needs no second pass of the harness in a worker of its own.
@pytest.mark.parametrize("mutant", split(MUTANTS, lambda m: m.name not in SLOW), ids=lambda m: m.name)
def test_mutant_is_caught(mutant: object, record_property: Callable[[str, object], None]) -> None:
    got = catches(mutant, scenarios=SCENARIOS)  # type: ignore[arg-type]
    record_property(CAUGHT_BY, (mutant.name, ", ".join(got) or "NOT CAUGHT", len(MUTANTS)))  # type: ignore[attr-defined]
    assert got, f"{mutant.name} ({mutant.description}) slipped through every check"  # type: ignore[attr-defined]
    assert not all(v.startswith("crashed:") for v in got.values()), got


def test_no_mutant_without_the_harness() -> None:
    """The checks pass on the real engine: a mutant is caught by its bug, not by noise."""
    from mutants import (
        _variants,
        check_conservation,
        check_engine,
        check_fast_path,
        check_primitives,
    )

    rules = _variants()
    assert check_fast_path(rules) is None
    assert check_primitives(rules) is None
    assert check_engine(rules[:3]) is None
    assert check_conservation(rules[:3]) is None


CHECKS = {"fast path agrees", "primitives", "engine agrees", "conservation", "scenarios", "verify"}


def stale_hints(hints: dict[str, str]) -> list[str]:
    """The hints of mutants.CAUGHT_FIRST that name no mutant or no check (they would do nothing)."""
    names = {m.name for m in MUTANTS}
    return [f"{name}: {check}" for name, check in hints.items() if name not in names or check not in CHECKS]


def test_each_check_run_first_names_a_mutant_and_a_check() -> None:
    assert stale_hints(CAUGHT_FIRST) == []
    assert stale_hints({"no_such_mutant": "scenarios", "flip_keeps_order": "scenario"}) == [
        "no_such_mutant: scenarios", "flip_keeps_order: scenario"]
