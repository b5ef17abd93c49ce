"""Effects held in the state while another player names the colour (issue 10's defect:
'next chooses colour, next draws until active colour, next loses turn' drew until the
old colour, then asked for the colour, and the next player kept the turn)."""

from __future__ import annotations

import attrs
import pytest

import unorules
from unorules import IllegalAction, StateError, VariantError
from unorules.engine.notation import state_from_json, state_to_json
from unorules.engine.state import HeldEffects
from unorules.testing import build_position
from unorules.verify.agreement import Agreement

ROULETTE = """variant held
extends standard
card roulette: 2 without colour, scores 50
expect 110 cards
play roulette: always
start roulette: return it and turn another
on roulette: next chooses colour, next draws until active colour, next loses turn
"""


@pytest.fixture(scope="module")
def rules() -> unorules.Rules:
    return unorules.loads(ROULETTE)


def position(rules: unorules.Rules) -> unorules.GameState:
    return build_position(rules, 3, {
        "dealer": 2, "to_act": 0, "discard": ["red 7"],
        # red comes first, blue third: drawing until red would stop at once.
        "draw_pile": ["red 3", "green 2", "blue 9", "red 4"],
        "hands": [["roulette", "blue 2"], ["yellow 5", "green 9"], ["green 6", "yellow 8"]],
    })


def test_the_rest_of_the_clause_waits_for_the_colour(rules: unorules.Rules) -> None:
    s = rules.apply(position(rules), rules.action("p0 play roulette"))
    assert (s.phase, s.to_act) == ("choose", 1)
    assert s.hand_sizes == (1, 2, 2)  # nothing drawn yet: the colour is not named
    assert s.held == HeldEffects("on", "roulette", 1, 0, None, 0)
    assert rules.view(s, 2).held == s.held  # public: everybody knows what is still to come
    s = rules.apply(s, rules.action("p1 choose blue", s))
    # Drawn until the named colour (blue 9, the third card), not the old red one...
    assert s.hands[1][2:] == (rules.card("red 3"), rules.card("green 2"), rules.card("blue 9"))
    assert s.color == "blue" and s.held is None and s.top == rules.card("roulette")
    # ...and the player who named it lost the turn.
    assert (s.phase, s.to_act) == ("turn", 2)


def test_a_held_state_survives_json_and_is_checked(rules: unorules.Rules) -> None:
    s = rules.apply(position(rules), rules.action("p0 play roulette"))
    assert state_from_json(rules, state_to_json(s)) == s
    with pytest.raises(StateError, match="held"):
        rules.check(attrs.evolve(s, held=HeldEffects("on", "draw_two", 1, 0)))  # no such held point
    with pytest.raises(StateError, match="held"):
        rules.check(attrs.evolve(s, phase="turn", color="red"))  # held, but nobody chooses


def test_the_model_agrees_and_catches_a_tampered_engine(rules: unorules.Rules) -> None:
    checker = Agreement(rules)
    s0 = position(rules)
    a0 = rules.action("p0 play roulette")
    s1 = rules.apply(s0, a0)
    assert checker.check_action(s0, a0, s1) is None
    a1 = rules.action("p1 choose blue", s1)
    s2 = rules.apply(s1, a1)
    assert checker.check_action(s1, a1, s2) is None
    # The old behaviour (the chooser keeps the turn) is what the model refuses.
    stale = attrs.evolve(s2, to_act=1)
    got = checker.check_action(s1, a1, stale)
    assert got is not None and "to_act" in got.what


def test_a_start_card_chosen_by_the_first_player_is_unchanged() -> None:
    from unorules.engine.core import apply_start_rule

    rules = unorules.load("standard")
    s = apply_start_rule(rules, build_position(rules, 3, {"dealer": 0, "to_act": 0, "discard": ["wild"],
                                                           "hands": [["red 1"], ["red 2"], ["red 3"]]}))
    assert (s.phase, s.to_act) == ("choose", 1) and s.held is not None
    s = rules.apply(s, rules.action("p1 choose green", s))
    assert (s.phase, s.to_act, s.color) == ("turn", 1, "green")


@pytest.mark.parametrize(("clause", "words"), [
    ("on wild: next chooses colour, next may challenge", "cannot also open a challenge"),
    ("on 7: next chooses colour, player swaps hands with target", "comes after a colour named"),
    ("on wild: next chooses colour, next draws 1, next chooses colour", "only once"),
])
def test_what_cannot_wait_behind_a_choice_is_refused(clause: str, words: str) -> None:
    with pytest.raises(VariantError, match=words):
        unorules.loads("variant bad\nextends standard\n" + clause + "\n")


def test_the_kernel_holds_the_rest_of_the_clause_as_the_engine_does(rules: unorules.Rules) -> None:
    """The kernel holds the effects after the colour choice (E_HOLD) and runs them once the
    colour is named: its rounds replay exactly, and in them the next player named the
    colour, drew until it and lost the turn."""
    kernel = pytest.importorskip("unorules.kernel")
    held = 0
    for seed in range(12):
        game = kernel.trace(rules, 3, seed, "uniform" if seed % 2 else "random", max_actions=400)
        states = unorules.replay(rules, seed, list(game.actions), players=3)
        final = states[-1]
        for name, value in game.final.items():
            if name != "challenge_from":
                assert getattr(final, name) == value, (seed, name)
        for before, a, after in zip(states, game.actions, states[1:], strict=False):
            if a.kind == "choose" and before.held is not None:
                held += 1
                assert after.color == a.color and after.to_act != a.player
    assert held >= 5
def test_a_held_choice_is_illegal_for_anyone_else(rules: unorules.Rules) -> None:
    s = rules.apply(position(rules), rules.action("p0 play roulette"))
    with pytest.raises(IllegalAction):
        rules.apply(s, rules.action("p2 choose blue"))


def test_a_kernel_that_holds_nothing_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lowered without its E_HOLD, the roulette's draw runs before the colour is named
    (the defect the held effects fix): the engine's replay of the kernel's rounds differs."""
    pytest.importorskip("numba")
    from unorules import kernel
    from unorules.kernel import lower as lowering

    effects = lowering._Builder.effects
    monkeypatch.setattr(lowering._Builder, "effects", lambda self, e, holds=frozenset(): effects(self, e))
    rules = unorules.loads(ROULETTE)  # a Rules of its own: the kernel's lowered programs are kept by rules
    differs = 0
    for seed in range(12):
        game = kernel.trace(rules, 3, seed, "random", max_actions=400)
        try:
            final = unorules.replay(rules, seed, list(game.actions), players=3)[-1]
        except IllegalAction:
            differs += 1
            continue
        differs += any(getattr(final, k) != v for k, v in game.final.items() if k != "challenge_from")
    assert differs > 0
