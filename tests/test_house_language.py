"""What issue 10 added to the language, pinned: switching inherited rules off, conditions
that cannot decide anything refused, and the new conditions' meanings at the table."""

from __future__ import annotations

import pytest

import unorules
from unorules import VariantError


def child(*lines: str, parent: str = "standard") -> unorules.Rules:
    return unorules.loads("\n".join(("variant child", f"extends {parent}", *lines)) + "\n")


def test_without_dealer_removes_the_dealer_draw() -> None:
    rules = child("without dealer")
    assert not rules.dealer.highest_draw
    assert unorules.load("standard").dealer.highest_draw
    # No draw for the deal: seat 0 deals, for every seed.
    assert {rules.new_game(players=4, seed=s).dealer for s in range(10)} == {0}


def test_without_draw_leaves_the_default_draw() -> None:
    rules = child("without draw", parent="forced_play")
    assert rules.draw == unorules.load("standard").draw


def test_without_uno_takes_the_uno_penalties_with_it() -> None:
    rules = child("without uno")
    assert not rules.uno and "missed_uno" not in rules.penalty_of
    # A file that keeps its own missed-UNO penalty still has to say how a call is made.
    with pytest.raises(VariantError, match="needs the 'uno:' clause"):
        child("without uno", "penalty missed_uno: target draws 4")


def test_without_scoring_is_one_round() -> None:
    rules = child("without scoring")
    assert rules.scoring == "none"
    with pytest.raises(VariantError, match="without scoring there are no points") as err:
        child("without scoring", "game ends at 200 points")
    assert err.value.line == 4 and err.value.file == "<string>"


@pytest.mark.parametrize("cond", ["not same face", "same colour", "identical card"])
def test_a_start_condition_on_the_card_itself_is_refused(cond: str) -> None:
    """It compiled once and silently did nothing: the start card is the top card."""
    with pytest.raises(VariantError, match="at the start the card is the top card itself") as err:
        child(f"start number cards: first draws 2 if {cond}")
    assert "has a playable card" in err.value.hint


def test_a_start_condition_on_the_players_works() -> None:
    rules = child("start number cards: first draws 2 if 3 players")
    checked = 0
    for players, drawn in ((3, 2), (4, 0)):
        for seed in range(20):
            s = rules.new_game(players=players, seed=seed)
            if s.discard_pile[-1].kind.isdigit():
                assert len(s.hands[(s.dealer + 1) % players]) == 7 + drawn
                checked += 1
    assert checked >= 10


def test_hand_size_is_asked_after_the_effects_before_it() -> None:
    rules = child("on skip: next loses turn, player draws 3 if player holds 1 card")
    from unorules.testing import build_position

    p = 0
    s = build_position(rules, 3, {
        "hands": [["red skip", "wild"], ["blue 2", "green 4"], ["yellow 1", "blue 9"]],
        "draw_pile": ["blue 1", "green 7", "yellow 2"], "discard": ["red 5"], "color": "red",
        "to_act": p, "dealer": 2})
    after = rules.apply(s, unorules.Action("play", p, rules.card("red skip")))
    assert len(after.hands[p]) == 4  # one card left after the Skip: it draws 3


def test_hand_size_conditions_say_where_they_may_be_asked() -> None:
    with pytest.raises(VariantError, match="a hand's size can only be asked in an effect's 'if'"):
        child("play skip: player holds 3 or more cards")
    with pytest.raises(VariantError, match="'no other playable card' restricts when a card may be played"):
        child("on skip: next loses turn if no other playable card")


def test_a_report_that_discards_the_drawn_card_leaves_only_the_pass() -> None:
    """It once left legal_actions offering the discarded card, which apply then refused."""
    from unorules.testing import build_position

    rules = child("report mercy: target discards all of active colour")
    s = build_position(rules, 3, {
        "dealer": 2, "to_act": 0, "discard": ["red 7"], "draw_pile": ["red 5", "blue 1"],
        "hands": [["wild", "blue 2"], ["green 9", "green 1"], ["green 6", "yellow 5"]],
    })
    s = rules.apply(s, unorules.Action("draw", 0))
    assert s.phase == "drawn" and s.drawn == rules.card("red 5")
    after = rules.apply(s, unorules.Action("report", 1, target=0, report="mercy"))
    assert rules.card("red 5") not in after.hands[0] and after.drawn is None
    legal = rules.legal_actions(after)
    assert all(a.card != rules.card("red 5") for a in legal)
    passed = rules.apply(after, next(a for a in legal if a.kind == "pass" and a.player == 0))
    assert passed.to_act == 1


def test_if_next_holds_pose_in_an_on_clause_is_asked() -> None:
    """'if next holds pose' in an 'on' clause once compiled and did nothing."""
    from unorules.testing import build_position

    rules = child("on skip: next loses turn, next draws 2 if next holds pose", parent="minion")
    setup = {"dealer": 2, "to_act": 0, "discard": ["red 7"], "draw_pile": ["blue 1", "blue 3"],
             "hands": [["red skip", "blue 2"], ["green 9", "green 1"], ["green 6", "yellow 5"]]}
    import attrs

    for pose, drawn in ((0, 0), (2, 2)):
        s = build_position(rules, 3, setup)
        s = attrs.evolve(s, statuses=((0, pose, 0),))
        after = rules.apply(s, unorules.Action("play", 0, rules.card("red skip")))
        assert len(after.hands[1]) == 2 + drawn


@pytest.mark.parametrize(("line", "missing", "nearest"), [
    ("report r while target holds pose: target leaves pose", "effect 'target leaves pose'", "'target releases pose'"),
    ("on skip: next skips", "effect 'next skips'", "'next loses turn'"),
    ("on skip: everyone loses turn", "effect 'everyone loses turn'", "'others lose turn'"),
    ("play skip: same number", "condition 'same number'", "'same face'"),
    ("on skip: next loses turn if next holds 25", "condition 'next holds 25'", "'next holds 25 cards'"),
])
def test_what_the_language_cannot_say_is_said_plainly(line: str, missing: str, nearest: str) -> None:
    """Once: "expected: 'pose'" for 'holds 25 cards', "did you mean 'releases'?" for 'leaves'."""
    with pytest.raises(VariantError) as err:
        child(line, parent="minion")
    assert err.value.message == f"the language has no {missing}"
    assert f"the nearest {missing.split()[0]} it has is {nearest}" in err.value.hint
    assert err.value.expected == nearest


def test_an_error_a_without_line_causes_points_at_it() -> None:
    """It once pointed into the parent file."""
    with pytest.raises(VariantError) as err:
        child("without card wild_draw_four")
    e = err.value
    assert (e.file, e.line) == ("<string>", 3)
    assert "leaves inherited clauses that still name what it removes unable to stand: " \
           "'play wild_draw_four: always'" in e.message
    assert "without play wild_draw_four" in e.hint
    with pytest.raises(VariantError) as err:
        child("without on wild")
    assert (err.value.file, err.value.line) == ("<string>", 3)
    assert err.value.message.startswith("after 'without on wild', card wild has no colour")
