"""Statuses (Minion's pose): the state, its JSON and the player views keep one count per
status per seat; nothing about a pose is written in the package."""

from __future__ import annotations

from pathlib import Path

import attrs

import unorules
from unorules.api import load
from unorules.engine.notation import state_from_json, state_to_json

ROOT = Path(__file__).resolve().parent.parent


def test_json_keeps_every_status() -> None:
    rules = load("minion")
    state = rules.new_game(players=3, seed=5)
    posed = attrs.evolve(state, statuses=((0, 1, 2),))
    back = state_from_json(rules, state_to_json(posed))
    assert back == posed
    assert back.holders(0) == (1, 2)


def test_views_show_every_status() -> None:
    rules = load("minion")
    state = attrs.evolve(rules.new_game(players=3, seed=5), statuses=((1, 0, 2),))
    assert all(rules.view(state, p).statuses == ((1, 0, 2),) for p in range(3))


def test_a_new_round_holds_no_status() -> None:
    rules = load("minion")
    for n in (2, 5, 10):
        assert rules.new_game(players=n, seed=1).statuses == ((0,) * n,)
    assert load("standard").new_game(players=3, seed=1).statuses == ()


def test_a_status_is_declared_by_the_variant() -> None:
    rules = unorules.loads(
        "variant frozen\nextends standard\n"
        "status freeze: ends after 1 turn starts of its holder\n"
        "on skip: next loses turn, next holds freeze\n"
        "report moved while target holds freeze: target draws 1, target releases freeze\n"
    )
    assert [(st.name, st.turns) for st in rules.statuses] == [("freeze", 1)]
    from unorules.testing import build_position

    s = build_position(rules, 3, {"hands": [["red 1", "red 2"], ["red skip", "blue 3"], ["green 4", "red 9"]],
                                  "discard": ["red 5"]})
    s = rules.apply(s, unorules.Action("play", 1, rules.card("red skip")))
    # The next player (seat 2) is skipped but holds the freeze until their next turn begins.
    assert s.to_act == 0 and s.holders(0) == (2,)
    reports = [a for a in rules.legal_actions(s) if a.kind == "report"]
    assert [a.target for a in reports] == [2]
    s = rules.apply(s, reports[0])
    assert s.holders(0) == () and s.hand_sizes[2] == 3


def test_the_subject_of_a_status_question_is_honoured() -> None:
    """'if next holds pose' asks about the next player, not the report's target."""
    rules = unorules.loads(
        "variant posed\nextends minion\n"
        "on 5: next draws 1 if next holds pose\n"
    )
    from unorules.testing import build_position

    setup = {"hands": [["red 5", "red 2"], ["blue 3", "blue 4"], ["green 4", "green 9"]], "discard": ["red 7"],
             "to_act": 0}
    plain = rules.apply(build_position(rules, 3, setup), unorules.Action("play", 0, rules.card("red 5")))
    assert plain.hand_sizes == (1, 2, 2)
    posing = attrs.evolve(build_position(rules, 3, setup), statuses=((0, 2, 0),))
    after = rules.apply(posing, unorules.Action("play", 0, rules.card("red 5")))
    assert after.hand_sizes == (1, 3, 2)


def test_no_pose_in_the_package_code() -> None:
    """The word appears only in examples and docs (strings and comments), never as code."""
    import io
    import tokenize

    found = []
    for path in (ROOT / "unorules").rglob("*.py"):
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
            # 'purpose' and Textual's compose()/ComposeResult merely contain the letters.
            word = tok.string.lower().replace("purpose", "").replace("compose", "")
            if tok.type == tokenize.NAME and "pose" in word:
                found.append(f"{path.name}:{tok.start[0]}: {tok.string}")
    assert found == [], found
    # The check sees code: it finds the word where it is an identifier.
    sample = "def hold_pose(t):\n    t.poses = 2  # a pose\n"
    names = [tok.string for tok in tokenize.generate_tokens(io.StringIO(sample).readline)
             if tok.type == tokenize.NAME and "pose" in tok.string]
    assert names == ["hold_pose", "poses"]
