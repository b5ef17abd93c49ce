"""States are checked from their declarations: every state the engine reaches passes, and
each kind of tampering is refused with a StateError naming the field."""

from __future__ import annotations

import json
import random

import attrs
import pytest

import unorules
from unorules.engine.notation import state_from_json, state_to_json
from unorules.engine.random_games import play
from unorules.engine.state import FIELDS, PendingChallenge


@pytest.mark.parametrize("name", unorules.variants())
def test_every_state_of_random_games_passes(name: str) -> None:
    rules = unorules.load(name)
    for seed in range(3):
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        state = rules.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(250):
            assert rules.check(state) is state
            assert state_from_json(rules, state_to_json(state)) == state
            legal = rules.legal_actions(state)
            if not legal:
                break
            state = rules.apply(state, legal[rng.randrange(len(legal))])


def test_every_field_declares_a_shape_the_checker_knows() -> None:
    from unorules.engine.validate import SHAPES

    assert all(f.metadata["shape"] in SHAPES for f in FIELDS)


def _state() -> tuple[unorules.Rules, unorules.GameState]:
    rules = unorules.load("minion")
    _, state = play(rules, 3, seed=4, rounds=None, max_actions=40)
    return rules, state


@pytest.mark.parametrize(("change", "names"), [
    ({"players": 0}, "players"),
    ({"players": 4}, "hands"),
    ({"to_act": 3}, "to_act"),
    ({"dealer": -1}, "dealer"),
    ({"direction": 0}, "direction"),
    ({"phase": "banana"}, "phase"),
    ({"scores": (0, -5, 0)}, "scores"),
    ({"scores": (0, 0)}, "scores"),
    ({"rng": -1}, "rng"),
    ({"rng": 1 << 70}, "rng"),
    ({"round": 0}, "round"),
    ({"color": "purple"}, "color"),
    ({"uno_at_risk": 9}, "uno_at_risk"),
    ({"discard_pile": ()}, "discard_pile"),
    ({"statuses": ((0, 0, 5),)}, "statuses"),
    ({"statuses": ((0, 0),)}, "statuses"),
    ({"challenge": PendingChallenge(0, "wild", True)}, "challenge"),
    ({"variant": "standard"}, "variant"),
    ({"pending_draw": -2}, "pending_draw"),
])
def test_a_tampered_field_is_named(change: dict[str, object], names: str) -> None:
    rules, state = _state()
    bad = attrs.evolve(state, **change)
    with pytest.raises(unorules.StateError, match=f"the state's {names}"):
        rules.check(bad)


def test_extra_cards_are_refused() -> None:
    rules, state = _state()
    five = rules.card("red 5")
    hands = tuple(h + (five,) * 5 for h in state.hands)
    with pytest.raises(unorules.StateError, match=r"not the deck of minion.*extra red 5"):
        rules.check(attrs.evolve(state, hands=hands))


def test_pending_data_must_fit_the_phase() -> None:
    rules, state = _state()
    assert state.phase == "turn"
    with pytest.raises(unorules.StateError, match="challenge must be set exactly"):
        rules.check(attrs.evolve(state, phase="respond"))
    with pytest.raises(unorules.StateError, match="pending_draw is 0"):
        rules.check(attrs.evolve(state, phase="stack"))
    with pytest.raises(unorules.StateError, match="winner must be set"):
        rules.check(attrs.evolve(state, winner=0))


def test_a_tampered_json_state_is_refused_on_loading() -> None:
    rules, state = _state()
    d = json.loads(state_to_json(state))
    d["direction"] = 0
    with pytest.raises(unorules.StateError, match="direction"):
        state_from_json(rules, json.dumps(d))
    with pytest.raises(unorules.StateError, match="expected a GameState"):
        rules.check(None)  # type: ignore[arg-type]
