"""Listed <=> accepted, over random states of every bundled variant (tests/hostile/listed.py),
and the check shown failing on the listing that came before ``legal_actions(state, seat)``."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import attrs
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import listed

import unorules
from unorules import Action, ArgumentError, IllegalAction
from unorules.engine import core, legality
from unorules.engine.random_games import choose
from unorules.testing import build_position

NAMES = unorules.variants()


def states(rules: unorules.Rules, players: int, seed: int, steps: int, every: int = 1) -> list[unorules.GameState]:
    """States of a seeded random game (a table's careless players), one in ``every``."""
    rng = random.Random(seed)
    s = rules.new_game(players=players, seed=seed)
    out = []
    for i in range(steps):
        if i % every == 0:
            out.append(s)
        if s.game_over:
            break
        legal = rules.legal_actions(s)
        s = rules.apply(s, choose(rng, s, legal, "table" if i % 3 else "uniform"))
    return out


@pytest.mark.parametrize("name", NAMES)
def test_every_seat_is_offered_exactly_what_apply_accepts(name: str) -> None:
    rules = unorules.load(name)
    lo, hi = rules.min_players, rules.max_players
    found = []
    for k, players in enumerate(sorted({lo, max(lo, min(4, hi)), hi})):
        for s in states(rules, players, seed=100 + k, steps=90, every=3):
            found += listed.differences(rules, s)
    assert found == []


@pytest.mark.parametrize("name", ["standard", "turkish", "minion", "jump_in", "no_mercy", "flip"])
def test_the_whole_action_space(name: str) -> None:
    # Every card with every colour and target, for every seat: a few states only.
    rules = unorules.load(name)
    for s in states(rules, 3, seed=5, steps=40, every=13):
        assert listed.differences(rules, s, full=True) == []


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_every_seat_many_states(name: str) -> None:
    rules = unorules.load(name)
    for players in sorted({rules.min_players, 4, 10} & set(range(rules.min_players, rules.max_players + 1))):
        for seed in range(2):
            for s in states(rules, players, seed=seed, steps=300):
                assert listed.differences(rules, s) == []


def test_the_check_fails_on_the_old_listing(monkeypatch: pytest.MonkeyPatch) -> None:
    # Before, a seat was offered only its part of the table's list: one catcher and one
    # reporter per target, no wrong card, and next_round was accepted from any seat.
    monkeypatch.setattr(legality, "seat_extras", lambda rules, s, seat, mine: [])
    real = core._next_round
    monkeypatch.setattr(core, "_next_round", lambda r, s, a: real(r, s, attrs.evolve(a, player=s.to_act)))
    turkish = unorules.load("turkish")
    s = turkish.new_game(players=3, seed=1)
    found = listed.differences(turkish, s)
    assert any("accepted, not listed: p0 play red 2" in f for f in found)  # a wrong card
    assert any("accepted, not listed: p0 report offer -> p1" in f for f in found)  # p2 reports p1 in the table's
    standard = unorules.load("standard")
    risky = build_position(standard, 3, {"hands": [["red 5"], ["red 7", "blue 1"], ["green 2", "green 3"]],
                                         "discard": ["red 1"], "color": "red", "to_act": 1, "dealer": 0})
    risky = attrs.evolve(risky, uno_at_risk=0)
    assert "accepted, not listed: p2 catch -> p0 (phase turn)" in listed.differences(standard, risky)
    over = next(s for s in states(standard, 3, seed=2, steps=3000) if s.phase == "round_over")
    other = (over.to_act + 1) % 3
    assert f"accepted, not listed: p{other} next_round (phase round_over)" in listed.differences(standard, over)


def test_the_check_fails_on_a_listed_move_that_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    standard = unorules.load("standard")
    s = standard.new_game(players=2, seed=3)
    bogus = Action("pass", s.to_act)
    real = legality.seat_extras
    monkeypatch.setattr(legality, "seat_extras", lambda rules, st, seat, mine: [*real(rules, st, seat, mine), bogus])
    assert f"listed for p{s.to_act}, refused: {bogus}" in listed.differences(standard, s)


def test_next_round_is_the_round_winners_alone() -> None:
    standard = unorules.load("standard")
    over = next(s for s in states(standard, 3, seed=2, steps=3000) if s.phase == "round_over")
    assert over.to_act == over.round_winner
    with pytest.raises(IllegalAction, match="the round's winner"):
        standard.apply(over, Action("next_round", (over.to_act + 1) % 3))
    assert standard.apply(over, Action("next_round", over.to_act)).round == over.round + 1


def test_a_seat_argument_is_checked() -> None:
    standard = unorules.load("standard")
    s = standard.new_game(players=2, seed=0)
    for bad in (2, -1, "0", True, 1.0, 10**40):
        with pytest.raises(ArgumentError, match="seat must be a seat"):
            standard.legal_actions(s, bad)  # type: ignore[arg-type]


def test_penalty_names_the_moves_a_penalty_takes() -> None:
    turkish = unorules.load("turkish")
    s = turkish.new_game(players=3, seed=1)
    view = turkish.view(s, s.to_act)
    mine = turkish.legal_actions(s, s.to_act)
    wrong = [a for a in mine if turkish.penalty(view, a) == "wrong_card"]
    assert wrong and all(a.kind == "play" and a not in turkish.legal_actions(s) for a in wrong)
    assert all(turkish.penalty(view, a) is None for a in turkish.legal_actions(s) if a.player == s.to_act)
    penalties = unorules.load("uno_penalties")
    s = penalties.new_game(players=3, seed=1)
    false = Action("uno", s.to_act)
    assert false in penalties.legal_actions(s, s.to_act)
    assert penalties.penalty(penalties.view(s, s.to_act), false) == "false_uno"


# The clause kinds' parts of a seat's list and of the penalties (hooks seat_extras and
# penalty_for): a fault planted in each is caught. The rules are compiled after the plant
# (a loaded variant keeps the engine parts it was bound with).
def _nothing(self: object, e: object, s: object, seat: int) -> list[Action]:
    return []


def _no_penalty(self: object, e: object, view: object, a: Action) -> str | None:
    return None


def _fresh(name: str) -> unorules.Rules:
    return unorules.loads(f"variant planted\nextends {name}\n")


def _differences(name: str) -> list[str]:
    rules = _fresh(name)
    return [d for seed in range(3) for s in states(rules, 3, seed, 120, every=2) for d in listed.differences(rules, s)]


@pytest.mark.parametrize(("target", "name"), [
    ("unorules.ir.mechanics.penalty.PenaltyClause.seat_extras", "turkish"),
    ("unorules.ir.mechanics.uno.UnoClause.seat_extras", "standard"),
    ("unorules.ir.mechanics.report.ReportClause.seat_extras", "minion"),
])
def test_a_kind_that_forgets_a_seats_move_is_caught(monkeypatch: pytest.MonkeyPatch, target: str, name: str) -> None:
    assert _differences(name) == []
    monkeypatch.setattr(target, _nothing)
    assert _differences(name), f"{target} planted to list nothing: not caught"


@pytest.mark.parametrize(("target", "name", "event"), [
    ("unorules.ir.mechanics.penalty.PenaltyClause.penalty_for", "turkish", "wrong_card"),
    ("unorules.ir.mechanics.uno.UnoClause.penalty_for", "uno_penalties", "false_uno"),
])
def test_a_kind_that_forgets_its_penalty_is_caught(monkeypatch: pytest.MonkeyPatch, target: str, name: str,
                                                    event: str) -> None:
    def named(rules: unorules.Rules) -> set[str | None]:
        s = rules.new_game(players=3, seed=1)
        view = rules.view(s, s.to_act)
        return {rules.penalty(view, a) for a in rules.legal_actions(s, s.to_act)}

    assert event in named(_fresh(name))
    monkeypatch.setattr(target, _no_penalty)
    assert event not in named(_fresh(name))
