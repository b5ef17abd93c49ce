"""The recall campaign of issue 24: variants written from the documentation alone over the
newer mechanics (two-sided cards, knock-outs, stacking, the launcher, partners, cards
played together, hands passed, statuses, shuffles, scoring). Each ``fault_NN.uno`` has one
mistake (its ``# fault:``, ``# meant:`` and ``# expect:`` lines say which) and must be
caught: some property of ``unorules verify`` is not proved (refuted, or searched and not
found). Each ``ok_NN.uno`` is correct but unusual and must verify with every property
proved. INDEX.md is the designer's table, with what they found unclear in the docs.

A fault no property catches is listed in ``BLIND`` with the reason. None is now: the four
whose intent was said only in words (fault_12's teams, fault_13's two teams of three,
fault_27's lowest total winning, fault_30's 108 cards) are caught by 'text says what the
rules do', which reads the file's own note and about text narrowly against its rules."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

from recall import campaign, failed, stale
from tiers import split

from unorules.verify import verify
from unorules.verify.report import REFUTED

HERE = Path(__file__).parent / "campaign24"
FAULTS, CORRECT = campaign("campaign24")

BLIND: dict[str, str] = {}

# The property that catches each fault, the one its '# expect:' line speaks of where two do
# (fault_03 and fault_08 also leave a clause dead, fault_11 a start card, fault_14 the team
# sums, fault_29 the penalty's payer). Only it runs: the whole verifier costs five times as
# much, and a fault it stopped catching fails here whichever other property still might.
CAUGHT_BY = {
    "fault_01": "challenge outcomes as meant", "fault_02": "every kind playable",
    "fault_03": "challenge outcomes as meant", "fault_04": "no dead clause",
    "fault_05": "knock-out scores as a loss", "fault_06": "no dead clause",
    "fault_07": "stacked draws passed on", "fault_08": "stacked draws passed on",
    "fault_09": "penalty on the rule-breaker", "fault_10": "cards worth playing", "fault_11": "claims",
    "fault_12": "text says what the rules do", "fault_13": "text says what the rules do",
    "fault_14": "target reachable", "fault_15": "no dead clause", "fault_16": "no dead clause",
    "fault_17": "claims", "fault_18": "round winner's hand empty", "fault_19": "every kind playable",
    "fault_20": "round winner's hand empty", "fault_21": "no dead clause",
    "fault_22": "a report settles its offence", "fault_23": "no dead clause", "fault_24": "cards worth playing",
    "fault_25": "every kind playable", "fault_26": "round winner's hand empty",
    "fault_27": "text says what the rules do", "fault_28": "target reachable", "fault_29": "claims",
    "fault_30": "text says what the rules do",
}


def test_every_fault_names_the_property_that_catches_it() -> None:
    assert stale(CAUGHT_BY, FAULTS, BLIND) == []
    assert stale({"fault_01": "claim", "fault_99": "claims"}, FAULTS[:1], {}) == [
        "fault_99: no such fault", "fault_01: 'claim' is no property"]


def test_the_campaign_is_large_enough_and_recall_is_at_least_95_percent() -> None:
    assert len(FAULTS) >= 25 and len(CORRECT) >= 10
    assert set(BLIND) <= {p.stem for p in FAULTS}
    assert (len(FAULTS) - len(BLIND)) / len(FAULTS) >= 0.95


# The fast tier keeps two faults of new checks and a correct file (3 s of CPU each); the slow tier all.
FAST = {"fault_04", "fault_10", "ok_02"}


@pytest.mark.parametrize("path", split([p for p in FAULTS if p.stem not in BLIND], lambda p: p.stem in FAST),
                         ids=lambda p: p.stem)
def test_campaign_fault_is_caught(path: Path, tmp_path: Path) -> None:
    label = CAUGHT_BY[path.stem]
    got = failed(path, tmp_path, label)
    assert any(row.startswith(f"{label}: ") for row in got), f"{path.name}: '{label}' holds, but the file has a fault"


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p in FAULTS if p.stem in BLIND], ids=lambda p: p.stem)
def test_a_blind_fault_is_still_missed(path: Path, tmp_path: Path) -> None:
    """Each miss is listed for its reason: once a check catches it, it leaves BLIND."""
    assert not failed(path, tmp_path), f"{path.name} is caught now: remove it from BLIND"


@pytest.mark.parametrize("path", split(CORRECT, lambda p: p.stem in FAST), ids=lambda p: p.stem)
def test_campaign_correct_variant_verifies_clean(path: Path, tmp_path: Path) -> None:
    unproved = failed(path, tmp_path)
    assert not unproved, "\n".join(unproved)


def test_a_counterexample_the_engine_does_not_reproduce_gives_way_to_the_next_smallest(tmp_path: Path) -> None:
    """fault_26's smallest counterexample (2 players holding one card each) is the model's
    alone: the engine deals the other player's one card back to them, and the player of the
    last Wild Shuffle Hands wins. The next smallest position (the other player holding two)
    is one the engine plays as the fault says: the round goes on with the winner dealt a card."""
    report = verify(str(HERE / "fault_26.uno"), out=tmp_path, only=("winner",))
    (row,) = report.results
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "played their last card, wild_shuffle_hands, and the round went on" in row.confirmation
