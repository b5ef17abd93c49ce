"""'No dead clause' backed on the engine: a dead clause is shown never firing in a bounded
engine search (its bound stated), a live guard is shown firing in its witness position,
and a clause the model calls dead that the engine fires is reported as the verifier's error."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

import unorules
from unorules.engine.state import Action
from unorules.ir import effects as fx
from unorules.testing import build_position
from unorules.verify import verify, witness
from unorules.verify.report import ERROR, PROVED, REFUTED

BROKEN = Path(__file__).parent / "broken"


def dead_row(rules: unorules.Rules | str) -> object:
    (row,) = verify(rules, only=("dead",)).results
    return row


def reverse_guard(rules: unorules.Rules) -> fx.Guarded:
    (g,) = [e for e in rules.on_of["reverse"] if isinstance(e, fx.Guarded)]
    return g


@pytest.mark.parametrize(("players", "fires"), [(2, True), (3, False)])
def test_the_engine_is_watched_for_a_guard_holding(players: int, fires: bool) -> None:
    rules = unorules.load("standard")
    hands = [["red reverse", "red 5"]] + [["blue 1", "blue 2"]] * (players - 1)
    state = build_position(rules, players, {"to_act": 0, "discard": ["red 3"], "color": "red", "hands": hands})
    fired = witness.Fired()
    with witness.watching(fired):
        rules.apply(state, Action("play", 0, rules.card("red reverse")))
    assert (id(reverse_guard(rules)) in fired.guards) is fires
    # Outside the block the engine is its own again.
    rules.apply(state, Action("play", 0, rules.card("red reverse")))
    assert fx.Guarded.run.__name__ == "run"


def test_a_live_guard_is_shown_firing_by_its_witness_position() -> None:
    row = dead_row("standard")
    assert row.status == PROVED
    assert "1 shown firing on the engine by a witness position" in row.detail


def test_a_dead_guard_is_proved_and_never_fires_in_the_bounded_search() -> None:
    row = dead_row(str(BROKEN / "dead_guard.uno"))
    assert row.status == REFUTED and row.confirmed
    assert "never fired" in row.detail and "seeded games" in row.detail and "actions each" in row.detail


def test_live_stacks_reports_and_statuses_are_seen_in_the_search() -> None:
    row = dead_row("minion")
    assert row.status == PROVED and "seen in 4 seeded games" in row.detail


def test_a_clause_the_model_calls_dead_but_the_engine_fires_is_the_verifiers_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A mutant search that saw every guard fire: the proof of absence is contradicted.
    rules = unorules.load(str(BROKEN / "dead_guard.uno"))
    everything = witness.Fired(guards={id(e) for _, effs in rules.on for e in effs})
    monkeypatch.setattr(witness, "search", lambda r: (everything, "a tampered search"))
    row = dead_row(rules)
    assert row.status == ERROR and "the engine fired it" in row.detail
