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

from tiers import split

from unorules.verify import verify
from unorules.verify.report import CROSS_CHECKED, PROVED, REFUTED, SEARCHED

HERE = Path(__file__).parent / "campaign24"
FAULTS = sorted(HERE.glob("fault_*.uno"))
CORRECT = sorted(HERE.glob("ok_*.uno"))
HOLDS = (PROVED, CROSS_CHECKED, SEARCHED)  # SEARCHED: no violation found within the bound

BLIND: dict[str, str] = {}


def _failed(path: Path, tmp_path: Path) -> list[str]:
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=40)
    return [f"{r.prop}: {r.status}: {r.detail}" for r in report.results if r.status not in HOLDS]


def test_the_campaign_is_large_enough_and_recall_is_at_least_95_percent() -> None:
    assert len(FAULTS) >= 25 and len(CORRECT) >= 10
    assert set(BLIND) <= {p.stem for p in FAULTS}
    assert (len(FAULTS) - len(BLIND)) / len(FAULTS) >= 0.95


# The fast tier keeps two faults of new checks and a correct file (3 s of CPU each); the slow tier all.
FAST = {"fault_04", "fault_10", "ok_02"}


@pytest.mark.parametrize("path", split([p for p in FAULTS if p.stem not in BLIND], lambda p: p.stem in FAST),
                         ids=lambda p: p.stem)
def test_campaign_fault_is_caught(path: Path, tmp_path: Path) -> None:
    assert _failed(path, tmp_path), f"{path.name}: every property holds, but the file has a fault"


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p in FAULTS if p.stem in BLIND], ids=lambda p: p.stem)
def test_a_blind_fault_is_still_missed(path: Path, tmp_path: Path) -> None:
    """Each miss is listed for its reason: once a check catches it, it leaves BLIND."""
    assert not _failed(path, tmp_path), f"{path.name} is caught now: remove it from BLIND"


@pytest.mark.parametrize("path", split(CORRECT, lambda p: p.stem in FAST), ids=lambda p: p.stem)
def test_campaign_correct_variant_verifies_clean(path: Path, tmp_path: Path) -> None:
    failed = _failed(path, tmp_path)
    assert not failed, "\n".join(failed)


def test_a_counterexample_the_engine_does_not_reproduce_gives_way_to_the_next_smallest(tmp_path: Path) -> None:
    """fault_26's smallest counterexample (2 players holding one card each) is the model's
    alone: the engine deals the other player's one card back to them, and the player of the
    last Wild Shuffle Hands wins. The next smallest position (the other player holding two)
    is one the engine plays as the fault says: the round goes on with the winner dealt a card."""
    report = verify(str(HERE / "fault_26.uno"), out=tmp_path, only=("winner",))
    (row,) = report.results
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "played their last card, wild_shuffle_hands, and the round went on" in row.confirmation
