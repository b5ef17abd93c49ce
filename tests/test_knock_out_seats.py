"""Knock-outs with the effects on several or chosen seats: hands passed on, a swap with a
chosen player and 'others lose turn' act among the players still in."""

from __future__ import annotations

import attrs
import pytest

import unorules
from unorules import IllegalAction, VariantError
from unorules.testing import build_position
from unorules.verify.agreement import Agreement

SEVEN_ZERO = """variant ko_seven_zero
extends mercy
on 7: player swaps hands with target
on 0: hands pass on
on skip: others lose turn
"""


@pytest.fixture(scope="module")
def rules() -> unorules.Rules:
    return unorules.loads(SEVEN_ZERO)


def with_seat_out(rules: unorules.Rules, state: unorules.GameState, seat: int) -> unorules.GameState:
    """``state`` with ``seat`` knocked out as the engine leaves it: its hand under the discard pile."""
    hands = list(state.hands)
    gone, hands[seat] = hands[seat], ()
    out = [0] * state.players
    out[seat] = 1
    return rules.check(attrs.evolve(state, hands=tuple(hands), discard_pile=gone + state.discard_pile,
                                    out=tuple(out)))


def position(rules: unorules.Rules) -> unorules.GameState:
    s = build_position(rules, 4, {
        "dealer": 3, "to_act": 0, "discard": ["red 4"],
        "hands": [["red 0", "red 7", "red skip", "blue 1"], ["green 1", "green 2"], ["yellow 1"],
                  ["blue 2", "blue 3", "blue 4"]],
    })
    return with_seat_out(rules, s, 2)


def test_hands_pass_over_the_seat_that_is_out(rules: unorules.Rules) -> None:
    s = position(rules)
    after = rules.apply(s, rules.action("p0 play red 0", s))
    # p0 -> p1, p1 -> p3 (passing over the empty seat 2), p3 -> p0.
    assert after.hands[1] == tuple(rules.card(c) for c in ("red 7", "red skip", "blue 1"))
    assert after.hands[3] == tuple(rules.card(c) for c in ("green 1", "green 2"))
    assert after.hands[0] == tuple(rules.card(c) for c in ("blue 2", "blue 3", "blue 4"))
    assert after.hands[2] == () and after.to_act == 1
    assert Agreement(rules).check_action(s, rules.action("p0 play red 0", s), after) is None


def test_the_rotation_the_model_refuses(rules: unorules.Rules) -> None:
    # A tampered engine that hands the knocked-out seat a hand is caught by the model.
    s = position(rules)
    a = rules.action("p0 play red 0", s)
    after = rules.apply(s, a)
    hands = list(after.hands)
    hands[2], hands[3] = hands[3], ()
    got = Agreement(rules).check_action(s, a, attrs.evolve(after, hands=tuple(hands)))
    assert got is not None and "hand2" in got.what


def test_a_knocked_out_player_is_no_target(rules: unorules.Rules) -> None:
    s = position(rules)
    targets = {a.target for a in rules.legal_actions(s) if a.card == rules.card("red 7")}
    assert targets == {1, 3}
    with pytest.raises(IllegalAction, match="out of the game"):
        rules.apply(s, rules.action("p0 play red 7 -> p2", s))
    after = rules.apply(s, rules.action("p0 play red 7 -> p3", s))
    assert len(after.hands[0]) == 3 and len(after.hands[3]) == 3 and after.to_act == 1


def test_skip_everyone_comes_back_to_the_player(rules: unorules.Rules) -> None:
    s = position(rules)
    a = rules.action("p0 play red skip", s)
    after = rules.apply(s, a)
    assert (after.phase, after.to_act) == ("turn", 0)
    assert Agreement(rules).check_action(s, a, after) is None


def test_shuffled_hands_are_still_refused_with_knock_outs() -> None:
    with pytest.raises(VariantError, match="cannot be combined with"):
        unorules.loads("variant bad\nextends mercy\ncard wild_shuffle: 1 without colour, scores 50\n"
                       "play wild_shuffle: always\nstart wild_shuffle: return it and turn another\n"
                       "on wild_shuffle: player chooses colour, hands are shuffled\n")
