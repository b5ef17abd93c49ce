"""Engine and compiler mutants: each planted bug is caught by verify's checks or the
scenarios (see mutants), and the suite says how many."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("z3")

from mutants import CAUGHT_BY, MUTANTS, catches
from tiers import split

SCENARIOS = Path(__file__).parent / "scenarios"
# The mutants that took 3 s or more each (--durations, idle machine): the slow tier's.
# The fast tier's mutants still reach every check they are caught by.
SLOW = {"fast_pass_keeps_pose", "compiler_any_card_wins", "until_colour_once", "empty_draw_invents",
        "flip_keeps_order", "no_accept_in_stack", "restriction_ignored", "one_pose_at_a_time"}


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
