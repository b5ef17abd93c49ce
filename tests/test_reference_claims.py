"""What the language reference says the engine does, with the example it writes, played:
a condition in an effect's ``if`` reads the card just played, and ``next`` names one
player through a list of effects while each lost turn skips one more (reach23 gaps 3, 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules.engine.state import Action
from unorules.errors import IllegalAction
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


@pytest.mark.parametrize(("top", "to_act"), [("red 7", 2), ("blue skip", 3)])
def test_played_on_same_face_reads_the_card_underneath(top: str, to_act: int) -> None:
    """The reference's Skip on a Skip: one player skipped on a 7, two on a Skip."""
    clause = "on skip: next loses turn, next loses turn if played on same face"
    assert f"   {clause}\n" in PAGE, "the reference no longer shows this example"
    assert played(clause, "red skip", top) == (to_act, [2, 2, 2, 2])


def test_two_draw_twos_laid_together_cost_four_cards_and_one_turn() -> None:
    clause = "together draw_two: same face"
    assert f"   {clause}\n" in PAGE and "draw 4 and\n   lose one turn" in PAGE
    rules = unorules.loads(f"variant claim\nextends standard\n{clause}\n")
    hands = [["red draw_two", "blue draw_two", "red 1"], ["green 3", "green 4"], ["yellow 3", "yellow 4"],
             ["blue 3", "blue 4"]]
    state = build_position(rules, 4, {"to_act": 0, "discard": ["red 7"], "hands": hands})
    for card in ("red draw_two", "blue draw_two"):
        state = rules.apply(state, Action(kind="play", player=0, card=rules.card(card)))
    assert (state.to_act, list(state.hand_sizes)) == (2, [1, 6, 2, 2])


def test_without_the_clause_a_5_does_not_skip() -> None:
    """The first case is the condition's doing, not a 5's."""
    assert played("", "red 5") == (1, [2, 2, 2, 2])


def last_card(clause: str, card: str, color: str | None = None) -> tuple[str, int, list[int], object]:
    rules = unorules.loads(f"variant claim\nextends standard\n{clause}\n")
    hands = [[card], ["green 3", "green 4"], ["yellow 3", "yellow 4"]]
    state = build_position(rules, 3, {"to_act": 0, "discard": ["red 7"], "hands": hands})
    state = rules.apply(state, Action(kind="play", player=0, card=rules.card(card), color=color))
    return str(state.phase), state.to_act, list(state.hand_sizes), state.challenge


@pytest.mark.parametrize("rule", ["draws apply", "everything applies"])
def test_a_last_wild_draw_four_opens_no_challenge(rule: str) -> None:
    assert f"``{rule}``" in PAGE and "A last card opens no challenge" in PAGE
    assert last_card(f"last card: {rule}", "wild_draw_four", "red") == ("round_over", 0, [0, 6, 2], None)


def test_a_player_who_draws_on_their_last_card_is_no_longer_out() -> None:
    clause = "on skip: player draws 1, next loses turn"
    assert f"``{clause}``" in PAGE
    assert last_card(f"last card: everything applies\n{clause}", "red skip") == ("turn", 2, [1, 2, 2], None)


def test_a_stacked_skip_moves_the_total_on_one_seat() -> None:
    assert "``stack skip on draw_two`` adds nothing either: the total moves on one seat" in PAGE
    rules = unorules.loads("variant claim\nextends progressive_draw_two\nstack skip on draw_two\n")
    hands = [["red draw_two", "red 1"], ["red skip", "green 4"], ["yellow 3", "yellow 4"], ["blue 3", "blue 4"]]
    state = build_position(rules, 4, {"to_act": 0, "discard": ["red 7"], "hands": hands})
    state = rules.apply(state, Action(kind="play", player=0, card=rules.card("red draw_two")))
    state = rules.apply(state, Action(kind="play", player=1, card=rules.card("red skip")))
    assert (str(state.phase), state.to_act, state.pending_draw) == ("stack", 2, 2)  # seat 2 not passed over
    state = rules.apply(state, Action(kind="accept", player=2))
    assert (state.to_act, list(state.hand_sizes)) == (3, [1, 1, 4, 2])  # the taker draws and loses the turn


def test_partners_at_six_score_the_four_hands_of_the_other_teams() -> None:
    assert "the four of the two other\n      teams at six" in PAGE
    rules = unorules.loads("variant claim\nextends partners\nplayers 6 to 6\n")
    hands = [["red 5"], ["green 1"], ["green 2"], ["green 9"], ["green 3"], ["green 4"]]
    state = build_position(rules, 6, {"to_act": 0, "discard": ["red 7"], "hands": hands})
    state = rules.apply(state, Action(kind="play", player=0, card=rules.card("red 5")))
    # Seats 0 and 3 are partners: 1 + 2 + 3 + 4 from seats 1, 2, 4 and 5; seat 3's 9 does not count.
    assert state.round_over and list(state.scores) == [10, 0, 0, 10, 0, 0]


def test_a_partners_range_of_players_is_refused_with_the_fixed_count_to_write() -> None:
    with pytest.raises(unorules.VariantError) as caught:
        unorules.loads("variant claim\nextends partners\nplayers 4 to 8\n")
    assert "fixed ('players N to N', N even), not 4 to 8" in caught.value.message
    assert "'players 6 to 6'" in caught.value.hint


def test_a_target_behind_an_if_is_still_named() -> None:
    clause = "on 7: player swaps hands with target if not 2 players"
    assert f"``{clause}``" in PAGE
    rules = unorules.loads(f"variant claim\nextends standard\n{clause}\n")
    state = build_position(rules, 2, {"to_act": 0, "discard": ["red 5"], "hands": [["red 7", "red 1"], ["green 3"]]})
    with pytest.raises(IllegalAction, match="names another player as its target"):
        rules.apply(state, Action(kind="play", player=0, card=rules.card("red 7")))
    after = rules.apply(state, Action(kind="play", player=0, card=rules.card("red 7"), target=1))
    assert [sorted(map(str, h)) for h in after.hands] == [["red 1"], ["green 3"]]  # nothing swapped


def test_a_target_in_a_start_clause_is_refused_with_the_seat_to_name() -> None:
    assert "``start draw_two: first draws 2``" in PAGE
    with pytest.raises(unorules.VariantError) as caught:
        unorules.loads("variant claim\nextends standard\nstart draw_two: target draws 2\n")
    err = caught.value
    assert err.message.startswith("'target' cannot be used in start clauses") and err.line == 3
    assert "'first draws 2'" in err.hint
    unorules.loads("variant claim\nextends standard\nstart draw_two: first draws 2\n")
