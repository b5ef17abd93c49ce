"""Engine and compiler mutants: each planted bug is caught by verify's checks or the
scenarios (see mutants), and the suite says how many."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

from mutants import MUTANTS, catches

SCENARIOS = Path(__file__).parent / "scenarios"
RESULTS: dict[str, dict[str, str]] = {}


@pytest.mark.parametrize("mutant", MUTANTS, ids=lambda m: m.name)
def test_mutant_is_caught(mutant: object) -> None:
    got = catches(mutant, scenarios=SCENARIOS)  # type: ignore[arg-type]
    RESULTS[mutant.name] = got  # type: ignore[attr-defined]
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


def test_caught_over_planted(capsys: pytest.CaptureFixture[str]) -> None:
    for m in MUTANTS:
        if m.name not in RESULTS:
            RESULTS[m.name] = catches(m, scenarios=SCENARIOS)
    caught = sum(bool(v) for v in RESULTS.values())
    with capsys.disabled():
        print(f"\nmutants: {caught} caught / {len(MUTANTS)} planted")
        for name, got in RESULTS.items():
            print(f"  {name:26} {', '.join(got) or 'NOT CAUGHT'}")
    assert caught == len(MUTANTS)
