"""Wrongly typed input gets a clear error of the library's own kinds, never a bare
TypeError/AttributeError from deep inside (each case below once did)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import unorules
from unorules import Action, Card, IllegalAction
from unorules.errors import ScenarioError
from unorules.testing import run_scenario

RULES = unorules.load("turkish")
STATE = RULES.new_game(players=3, seed=1)


@pytest.mark.parametrize(
    ("action", "says"),
    [
        (Action("play", "0"), "player must be a seat number"),  # type: ignore[arg-type]
        (Action(None, 0), "unknown action kind None"),  # type: ignore[arg-type]
        (Action("play", 0.0), "player must be a seat number"),  # type: ignore[arg-type]
        (Action("report", 0, report=["x"]), "report must be the name"),  # type: ignore[arg-type]
        (Action("play", 0, color=["red"]), "color must be a colour name"),  # type: ignore[arg-type]
        (Action("catch", 0, target="1"), "target must be a seat number"),  # type: ignore[arg-type]
        (Action("play", 0, card="red 5"), "card must be a Card"),  # type: ignore[arg-type]
    ],
)
def test_malformed_actions_are_illegal(action: Action, says: str) -> None:
    with pytest.raises(IllegalAction, match=says):
        RULES.apply(STATE, action)


@pytest.mark.parametrize(
    "call",
    [
        lambda: RULES.card(None),
        lambda: RULES.card(5),
        lambda: RULES.new_game(seed="x"),
        lambda: RULES.new_game(players="3"),
        lambda: RULES.view(STATE, "0"),
        lambda: RULES.points(Card("nosuch")),
    ],
)
def test_wrong_arguments_raise_value_error(call: Any) -> None:
    with pytest.raises(ValueError):
        call()


BASE = """variant = "standard"
players = 3
[setup]
dealer = 0
to_act = 1
color = "red"
discard = ["red 7"]
hands = [["red 5"], ["wild", "green 2"], ["green 3", "blue skip"]]
"""


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (BASE + '[[step]]\naction = "play"\ncard = 5\n', "step 1.card: expected card notation"),
        (BASE + "[[step]]\nexpect = { hands = 5 }\n", "expect.hands: 5 is not the right shape"),
        (BASE.replace("players = 3", "players = [3]"), "players: expected a whole number"),
        (BASE.replace("dealer = 0", "dealer = 1.5"), "setup.dealer: expected a seat number"),
        ('variant = "standard"\nplayers = 3\nsetup = 5\n', "[setup] must be a table"),
        (BASE + '[[step]]\naction = "choose"\ncolor = ["red"]\n', "step 1.color: expected a colour name"),
        (BASE + '[[step]]\naction = "catch"\ntarget = "p1"\n', "step 1.target: expected a seat number"),
        (BASE + '[[step]]\naction = "play"\nplayer = true\ncard = "wild"\n', "step 1.player"),
    ],
)
def test_badly_typed_scenarios_say_which_key(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        run_scenario(path)
    assert says in str(info.value)


def test_a_byte_order_mark_is_ignored() -> None:
    rules = unorules.loads("\ufeffvariant bom\nextends standard\n")
    assert rules.name == "bom" and len(rules.deck) == 108
