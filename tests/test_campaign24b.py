"""Issue 24's held-out recall campaign: variants a second designer wrote from the
documentation alone, never tuned to the verifier (it caught 9 of 12 when they were
written; INDEX.md is their table and notes, kept as written). Each ``fault_NN.uno`` has one
mistake (its ``# fault:``, ``# meant:`` and ``# expect:`` lines say which) and must be
caught: the compiler refuses it, or some property of ``unorules verify`` is not proved.
Each ``ok_NN.uno`` is correct and must verify with every property proved.

A fault nothing catches would be in ``BLIND`` with the reason (none is now); the
recall asserted is the one reached, so a check lost shows as a failure here."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

from recall import campaign, failed, stale
from tiers import split

from unorules.verify import verify

HERE = Path(__file__).parent / "campaign24b"
FAULTS, CORRECT = campaign("campaign24b")

# fault_07 (two teams of three said in the title and the note, three pairs seated) is caught
# by 'text says what the rules do' since it reads the file's own words against its teams.
BLIND: dict[str, str] = {}

# The property that catches each fault (fault_04 the compiler refuses), the one its
# '# expect:' line speaks of where two do (fault_01 also leaves the stack line dead). Only it
# runs: the whole verifier costs five times as much, and a fault it stopped catching fails
# here whichever other property still might.
CAUGHT_BY = {
    "fault_01": "stacked draws passed on", "fault_02": "challenge outcomes as meant",
    "fault_03": "knock-out scores as a loss", "fault_04": "compiles", "fault_05": "stacked draws passed on",
    "fault_06": "start cards act as played", "fault_07": "text says what the rules do",
    "fault_08": "no dead clause", "fault_09": "claims", "fault_10": "a report settles its offence",
    "fault_11": "cards worth playing", "fault_12": "every kind playable",
}


def test_every_fault_names_the_property_that_catches_it() -> None:
    assert stale(CAUGHT_BY, FAULTS, BLIND) == []


def test_the_held_out_recall_is_what_is_reached() -> None:
    assert len(FAULTS) == 12 and len(CORRECT) == 6
    assert set(BLIND) <= {p.stem for p in FAULTS}
    assert len(FAULTS) - len(BLIND) == 12  # of 12


# The fast tier keeps the two faults the campaign first missed and a correct file; the slow tier all.
FAST = {"fault_04", "fault_06", "ok_03"}


@pytest.mark.parametrize("path", split([p for p in FAULTS if p.stem not in BLIND], lambda p: p.stem in FAST),
                         ids=lambda p: p.stem)
def test_held_out_fault_is_caught(path: Path, tmp_path: Path) -> None:
    label = CAUGHT_BY[path.stem]
    got = failed(path, tmp_path, label)
    assert any(row.startswith(f"{label}: ") for row in got), f"{path.name}: '{label}' holds, but the file has a fault"


def test_a_stated_effect_the_stack_overrides_is_refused(tmp_path: Path) -> None:
    """fault_04: 'next loses turn' beside 'next draws 2 or stacks' is never played, so the
    compiler refuses it at its line rather than let the rule book print it."""
    (row,) = verify(str(HERE / "fault_04.uno"), out=tmp_path).results
    assert row.prop == "compiles" and "fault_04.uno:7: " in row.detail
    assert "never happens here" in row.detail and "leave it out" in row.detail


def test_a_random_draw_start_card_is_compared(tmp_path: Path) -> None:
    """fault_06: a Hit 2 turned over to start keeps the turn with the player who pressed."""
    (row,) = verify(str(HERE / "fault_06.uno"), out=tmp_path, only=("start_as_played",)).results
    assert row.status == "refuted" and row.detail.startswith("start hit_2:") and row.confirmed


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p in FAULTS if p.stem in BLIND], ids=lambda p: p.stem)
def test_a_blind_fault_is_still_missed(path: Path, tmp_path: Path) -> None:
    """Each miss is listed for its reason: once a check catches it, it leaves BLIND."""
    assert not failed(path, tmp_path), f"{path.name} is caught now: remove it from BLIND"


@pytest.mark.parametrize("path", split(CORRECT, lambda p: p.stem in FAST), ids=lambda p: p.stem)
def test_held_out_correct_variant_verifies_clean(path: Path, tmp_path: Path) -> None:
    unproved = failed(path, tmp_path)
    assert not unproved, "\n".join(unproved)
