"""Edge cases found in review: each once left the game in a state the rules do not allow."""

from __future__ import annotations

import pytest

import unorules
from unorules import Action, IllegalAction
from unorules.testing import build_position


def test_a_report_that_ends_a_turn_does_not_cancel_a_pending_challenge() -> None:
    rules = unorules.loads("variant offers\nextends standard\nreport offer: target draws 2, turn ends\n")
    s = build_position(rules, 3, {
        "to_act": 0, "color": "red", "discard": ["red 7"],
        "hands": [["wild_draw_four", "red 1", "blue 2"], ["green 3", "green 4"], ["yellow 5"]],
    })
    s = rules.apply(s, Action("play", 0, rules.card("wild_draw_four"), color="blue"))
    assert s.phase == "respond" and s.to_act == 1
    s = rules.apply(s, Action("report", 2, target=1, report="offer"))
    # p1 drew the 2 for the offer but must still answer the Draw Four.
    assert s.phase == "respond" and s.to_act == 1 and s.challenge is not None
    assert len(s.hands[1]) == 4


def test_a_malformed_play_is_illegal_even_where_wrong_cards_are_penalised() -> None:
    rules = unorules.load("turkish")
    s = build_position(rules, 2, {
        "to_act": 0, "color": "red", "discard": ["red 7"],
        "hands": [["wild_draw_four", "blue 1"], ["green 3"]],
    })
    with pytest.raises(IllegalAction, match="names a colour"):
        rules.apply(s, Action("play", 0, rules.card("wild_draw_four")))


def test_a_stack_ends_when_a_card_does_not_pass_the_total_on() -> None:
    rules = unorules.load("stacking")
    s = build_position(rules, 3, {
        "to_act": 0, "color": "red", "discard": ["red 7"],
        "hands": [["red draw_two", "red 1"], ["blue draw_two", "blue 2"], ["green 4", "green 5"]],
    })
    s = rules.apply(s, Action("play", 0, rules.card("red draw_two")))
    s = rules.apply(s, Action("play", 1, rules.card("blue draw_two")))
    assert s.phase == "stack" and s.pending_draw == 4 and s.to_act == 2
    s = rules.apply(s, Action("accept", 2))
    assert s.pending_draw == 0 and len(s.hands[2]) == 6 and s.to_act == 0
