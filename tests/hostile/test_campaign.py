"""A small run of the hostile-input campaign (tests/hostile/campaign.py), and the
harness shown catching what it is there to catch."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import campaign


def test_a_small_campaign_finds_nothing() -> None:
    res = campaign.campaign({"variants": 60, "states": 150, "actions": 30}, workers=1, seed=7,
                            seconds=5.0, memory_mb=300, quiet=True)
    assert res["failures"] == [] and res["hangs"] == 0 and res["crashed_workers"] == 0
    assert sum(res["cases"].values()) == 60 + 150 + 30
    assert sum(res["tally"]["actions"].values()) == 30 * 50  # every wrong action was judged
    assert res["tally"]["variants"]["refused"] > 0 and res["tally"]["states"]["refused"] > 0


def test_a_small_campaign_of_lists_and_edges_finds_nothing() -> None:
    edges = len(campaign.edge_cases())
    res = campaign.campaign({"listed": 12, "edges": edges}, workers=1, seed=3, seconds=20.0, memory_mb=300,
                            quiet=True)
    assert res["failures"] == [] and res["hangs"] == 0 and res["crashed_workers"] == 0
    assert res["tally"]["listed"]["states"] == 12 and res["tally"]["listed"]["actions tried"] > 12 * 50
    assert res["tally"]["edges"] == {"refused": edges}


def test_the_harness_reports_unlisted_actions_and_accepted_edges(monkeypatch: pytest.MonkeyPatch) -> None:
    import unorules
    from unorules.engine import legality
    from unorules.env import aec

    monkeypatch.setattr(legality, "seat_extras", lambda rules, s, seat, mine: [])  # the old listing
    monkeypatch.setattr(campaign, "BUNDLED", [unorules.load("turkish")])  # reports by any seat, wrong cards
    res = campaign.campaign({"listed": 10}, workers=1, seed=3, seconds=20.0, memory_mb=300, quiet=True)
    assert any("accepted, not listed" in f[-1] for f in res["failures"]), res["failures"]
    monkeypatch.setattr(aec.raw_env, "observe", lambda self, agent: None)  # no agent check
    res = campaign.campaign({"edges": len(campaign.edge_cases())}, workers=1, seed=0, seconds=20.0,
                            memory_mb=300, quiet=True)
    assert [f[-1] for f in res["failures"]] == ["env observe('player_9'): accepted"]


def test_the_harness_reports_a_state_accepted_unchecked(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.engine import validate

    monkeypatch.setattr(validate, "check_state", lambda rules, s: s)  # the check, switched off
    res = campaign.campaign({"states": 40}, workers=1, seed=1, seconds=5.0, memory_mb=300, quiet=True)
    accepted = [f for f in res["failures"] if f[-1].endswith("a broken state was accepted")]
    assert len(accepted) >= 5, res["failures"]


def test_the_harness_reports_a_foreign_exception_and_overspending(monkeypatch: pytest.MonkeyPatch) -> None:
    import unorules

    def broken(path: object) -> object:
        raise KeyError("a bug")

    monkeypatch.setattr(unorules, "load", broken)
    res = campaign.campaign({"variants": 3}, workers=1, seed=0, seconds=5.0, memory_mb=300, quiet=True)
    assert [f[-1] for f in res["failures"]] == ["KeyError: 'a bug'"] * 3

    def slow(path: object) -> object:
        while True:
            pass

    monkeypatch.setattr(unorules, "load", slow)
    res = campaign.campaign({"variants": 1}, workers=1, seed=0, seconds=0.5, memory_mb=300, quiet=True)
    assert [f[-1] for f in res["failures"]] == ["over the CPU time budget"]

    def greedy(path: object) -> object:
        return [bytearray(1 << 20) for _ in range(2000)]  # 2 GB

    monkeypatch.setattr(unorules, "load", greedy)
    res = campaign.campaign({"variants": 1}, workers=1, seed=0, seconds=20.0, memory_mb=200, quiet=True)
    assert [f[-1] for f in res["failures"]] == ["over the memory budget"]
