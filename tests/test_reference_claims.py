"""What the language reference says the engine does, with the example it writes, played:
a condition in an effect's ``if`` reads the card just played, and ``next`` names one
player through a list of effects while each lost turn skips one more (reach23 gaps 3, 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules.engine.state import Action
from unorules.testing import build_position

PAGE = (Path(__file__).resolve().parent.parent / "docs" / "language.rst").read_text(encoding="utf-8")
HANDS = [["red 5", "red skip", "blue 1"], ["green 3", "green 4"], ["yellow 3", "yellow 4"], ["blue 3", "blue 4"]]


def played(clause: str, card: str, top: str = "red 7") -> tuple[int, list[int]]:
    """Seat 0 of four plays ``card`` on ``top`` under ``standard`` with ``clause``: who acts next, the hand sizes."""
    rules = unorules.loads(f"variant claim\nextends standard\n{clause}\n")
    state = build_position(rules, 4, {"to_act": 0, "discard": [top], "hands": HANDS})
    state = rules.apply(state, Action(kind="play", player=0, card=rules.card(card)))
    return state.to_act, list(state.hand_sizes)


@pytest.mark.parametrize(("clause", "card", "to_act", "sizes"), [
    # Every 5 skips, played on a 7: 'same face' in an effect's 'if' reads the 5 itself.
    ("on 5: next loses turn if same face", "red 5", 2, [2, 2, 2, 2]),
    # The player who loses the turn is the one who draws: 'next' is not moved on.
    ("on skip: next loses turn, next draws 2", "red skip", 2, [2, 4, 2, 2]),
    # Two lost turns skip two players.
    ("on skip: next loses turn, next loses turn", "red skip", 3, [2, 2, 2, 2]),
])
def test_the_reference_example_does_what_it_says(clause: str, card: str, to_act: int, sizes: list[int]) -> None:
    assert f"``{clause}``" in PAGE, "the reference no longer shows this example"
    assert played(clause, card) == (to_act, sizes)


def test_without_the_clause_a_5_does_not_skip() -> None:
    """The first case is the condition's doing, not a 5's."""
    assert played("", "red 5") == (1, [2, 2, 2, 2])
