"""Several poses at once: the state, its JSON and the player views keep one per seat."""

from __future__ import annotations

import json

import attrs

from unorules.api import load
from unorules.engine.notation import state_from_json, state_to_json


def test_json_keeps_every_pose() -> None:
    rules = load("minion")
    state = rules.new_game(players=3, seed=5)
    posed = attrs.evolve(state, poses=(0, 1, 2))
    back = state_from_json(rules, state_to_json(posed))
    assert back == posed
    assert back.pose_holders == (1, 2)


def test_json_written_with_one_pose_still_loads() -> None:
    rules = load("minion")
    state = rules.new_game(players=3, seed=5)
    d = json.loads(state_to_json(state))
    del d["poses"]
    d.update(pose_holder=2, pose_turns=1)
    assert state_from_json(rules, json.dumps(d)).poses == (0, 0, 1)


def test_views_show_every_pose() -> None:
    rules = load("minion")
    state = attrs.evolve(rules.new_game(players=3, seed=5), poses=(1, 0, 2))
    assert all(rules.view(state, p).poses == (1, 0, 2) for p in range(3))


def test_new_game_has_one_entry_per_seat() -> None:
    rules = load("minion")
    for n in (2, 5):
        assert rules.new_game(players=n, seed=1).poses == (0,) * n
