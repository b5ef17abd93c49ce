"""Verify never cries wolf: every counterexample is run on the engine before it is
reported, and the correct but unusual variants in ``tests/clean/`` verify clean."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

import unorules
from unorules.verify import counterexample as cx
from unorules.verify import verify
from unorules.verify.report import REFUTED, UNCONFIRMED

CLEAN = sorted((Path(__file__).parent / "clean").glob("*.uno"))


@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.stem)
def test_a_correct_variant_has_no_refutation(path: Path, tmp_path: Path) -> None:
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=60)
    assert not [r for r in report.results if r.status in (REFUTED, UNCONFIRMED)], "\n" + report.table()
    assert report.ok, "\n" + report.table()


def test_there_are_clean_variants() -> None:
    assert len(CLEAN) >= 2


def _play_scenario(rules: unorules.Rules, expect: dict[str, object]) -> dict[str, object]:
    return {"variant": rules.name, "players": 2,
            "setup": {"dealer": 1, "to_act": 0, "color": "red", "discard": ["red 0"],
                      "hands": [["red 5", "blue 2"], ["green 3", "yellow 4"]]},
            "step": [{"action": "play", "card": "red 5"}, {"expect": expect}]}


def test_a_scenario_the_engine_meets_confirms_nothing() -> None:
    rules = unorules.load("standard")
    ok, why = cx.confirm(rules, _play_scenario(rules, {"to_act": 1}))
    assert not ok and "met every expectation" in why
    ok, why = cx.confirm(rules, _play_scenario(rules, {}))
    assert not ok and "nothing" in why  # an empty expect shows no fault


def test_a_scenario_the_engine_breaks_confirms() -> None:
    rules = unorules.load("standard")
    ok, why = cx.confirm(rules, _play_scenario(rules, {"to_act": 0}))
    assert ok and "to_act" in why


def test_a_refused_action_confirms_only_where_refusal_is_the_point() -> None:
    rules = unorules.load("standard")
    data = _play_scenario(rules, {"to_act": 1})
    data["step"] = [{"action": "play", "card": "blue 2"}, {"expect": {"to_act": 1}}]
    ok, why = cx.confirm(rules, data)
    assert not ok and "refuses" in why  # the model's position was not one the engine allows
    ok, _ = cx.confirm(rules, {**data, cx.REFUSAL_CONFIRMS: True})
    assert ok  # a card the property says is playable, and the engine refuses


def test_an_unconfirmed_counterexample_is_not_reported_as_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    # A model that over-approximates: pretend every scenario passes on the engine.
    monkeypatch.setattr(cx, "confirm", lambda rules, data, prop=None: (False, "the engine ran every step"))
    report = verify(str(Path(__file__).parent / "broken" / "unplayable.uno"), only=("playable",))
    (row,) = report.results
    assert row.status == UNCONFIRMED and not row.ok and "does not reproduce on the engine" in row.detail


def test_the_engine_cross_check_says_so_with_its_bound() -> None:
    # The model compared with the engine is the verifier's own check, not a property proved.
    report = verify("standard", only=("engine_agrees",), agreement_games=2, agreement_actions=40)
    (row,) = report.results
    assert row.status == "cross-checked" and row.method == "sample" and row.bound == "2 seeded games x 40 actions"
    assert row.ok and "cross-checked on the engine (2 seeded games x 40 actions)" in report.table()
    assert "not a property of the rules" in row.detail
