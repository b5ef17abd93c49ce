"""Each primitive's Z3 meaning agrees with its concrete one, on random concrete tables.

States come from random games of every bundled variant. For every effect (every one
the variants use, and one of each primitive with each kind of subject) the concrete
``run`` works on a Table, the ``symbolic`` meaning on a SymTable holding the same
counts as Z3 numerals; the simplified terms must equal what the Table holds (for a
primitive with choices, Z3 must find a choice that gives it). Conditions likewise.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

z3 = pytest.importorskip("z3")

import unorules  # noqa: E402
from unorules.engine.probe import Ctx, Probe  # noqa: E402
from unorules.engine.random_games import choose  # noqa: E402
from unorules.engine.rules import Rules  # noqa: E402
from unorules.engine.state import GameState  # noqa: E402
from unorules.ir import conditions as cd  # noqa: E402
from unorules.ir import effects as fx  # noqa: E402
from unorules.verify.agreement import check_primitive  # noqa: E402
from unorules.verify.symbolic import Shape, SymProbe  # noqa: E402

VARIANTS = unorules.variants()

# One of each primitive, with each kind of subject, beside what the variants use.
EXTRA_EFFECTS: tuple[fx.Effect, ...] = (
    fx.Draw("player", 3), fx.Draw("next", 2), fx.Draw("others", 1), fx.Draw("target", 4),
    fx.Draw("dealer", 1), fx.Draw("next", 0), fx.Draw("next", 60),
    fx.DrawOrStack("next", 2), fx.DrawUntilColour("next"), fx.DrawUntilColour("others"),
    fx.LoseTurn("next"), fx.Reverse(), fx.ChooseColour("player"), fx.ChooseColour("next"),
    fx.SwapHands("player", "target"), fx.SwapHands("player", "next"), fx.SwapHands("player", "others"),
    fx.SwapHands("target", "player"), fx.RotateHands(), fx.ShuffleHands(),
    fx.DiscardColour("player"), fx.DiscardColour("others"), fx.HoldPose("next"), fx.HoldPose("others"),
    fx.ReleasePose("target"), fx.OpenChallenge("next"), fx.PlaysFirst("dealer"), fx.PlaysFirst("first"),
    fx.ReturnAndTurn(), fx.EndTurn(), fx.Nothing(),
    fx.Guarded(fx.LoseTurn("next"), cd.PlayerCount(2)),
    fx.Guarded(fx.Draw("next", 2), cd.NoActiveColourInHand()),
    fx.Guarded(fx.Reverse(), cd.Not(cd.SameColour())),
)
EXTRA_CONDS: tuple[cd.Cond, ...] = (
    cd.Always(), cd.SameColour(), cd.SameFace(), cd.NoActiveColourInHand(), cd.PlayerCount(2),
    cd.PlayerCount(3), cd.HoldsPose("target"), cd.Not(cd.SameFace()),
    cd.And(cd.SameColour(), cd.SameFace()), cd.Or(cd.SameColour(), cd.NoActiveColourInHand()),
)


def _effects(rules: Rules) -> list[fx.Effect]:
    out: list[fx.Effect] = list(EXTRA_EFFECTS)
    for _, effs in (*rules.on, *rules.start, *rules.penalties):
        out.extend(effs)
    for ch in rules.challenges:
        out.extend((*ch.accepted, *ch.guilty, *ch.innocent))
    for rep in rules.reports:
        out.extend(rep.effects)
    return list(dict.fromkeys(out))


def _conds(rules: Rules) -> list[cd.Cond]:
    out: list[cd.Cond] = list(EXTRA_CONDS)
    out += [c for _, c in (*rules.play, *rules.require)]
    out += [r.cond for r in rules.reports if r.cond is not None]
    if rules.jump_in is not None:
        out.append(rules.jump_in)
    return list(dict.fromkeys(out))


def test_every_primitive_is_covered() -> None:
    """No primitive class escapes the agreement check below."""
    def subclasses(cls: type) -> set[type]:
        return {c for s in cls.__subclasses__() for c in (s, *subclasses(s))}

    assert subclasses(fx.Effect) <= {type(e) for e in EXTRA_EFFECTS}
    assert subclasses(cd.Cond) <= {type(c) for c in EXTRA_CONDS}


def random_state(name: str, seed: int, steps: int) -> tuple[Rules, GameState]:
    rules = unorules.load(name)
    rng = random.Random(seed)
    players = rng.randint(rules.min_players, rules.max_players)
    state = rules.new_game(players=players, seed=seed)
    for _ in range(steps):
        legal = rules.legal_actions(state)
        if not legal or state.round_over:
            break
        state = rules.apply(state, choose(rng, state, legal, "table"))
    return rules, state


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(name=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6), steps=st.integers(0, 150),
       data=st.data())
def test_effects_agree(name: str, seed: int, steps: int, data: st.DataObject) -> None:
    rules, s = random_state(name, seed, steps)
    rng = random.Random(seed)
    n = s.players
    effects = _effects(rules)
    # A sample per table keeps each example quick; across examples every effect is met.
    for e in data.draw(st.lists(st.sampled_from(effects), min_size=1, max_size=10, unique=True), label="effects"):
        player = s.to_act if rng.random() < 0.5 else rng.randrange(n)
        target = rng.choice([p for p in range(n) if p != player])
        ctx = Ctx(player=player, target=target, colour=rng.choice(rules.colours), final=rng.random() < 0.2)
        problem = check_primitive(rules, s, e, ctx)
        assert problem is None, (name, problem)


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(name=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6), steps=st.integers(0, 150))
def test_conditions_agree(name: str, seed: int, steps: int) -> None:
    rules, s = random_state(name, seed, steps)
    sh = Shape.of(rules)
    rng = random.Random(seed)
    hand = s.hands[s.to_act]
    iv = z3.IntVal
    for c in _conds(rules):
        for card in set(hand):
            rest = list(hand)
            rest.remove(card)
            holds = rng.random() < 0.5
            probe = Probe(card, s.top, s.color, tuple(rest), s.players, holds)
            counts = {i: sum(1 for x in rest if sh.colour_index(x.color) == i) for i in range(-1, len(sh.colours))}

            def read(colour: Any, counts: dict[int, int] = counts) -> Any:
                out = iv(counts[-1])
                for i in range(len(sh.colours)):
                    out = z3.If(colour == i, counts[i], out)
                return out

            sp = SymProbe(card_kind=iv(sh.kind_index[card.kind]), card_colour=iv(sh.colour_index(card.color)),
                          top_kind=iv(sh.kind_index[s.top.kind]), top_colour=iv(sh.colour_index(s.top.color)),
                          colour=iv(sh.colour_index(s.color)), n=iv(s.players),
                          target_holds_pose=z3.BoolVal(holds), hand_count=read)
            got = z3.simplify(c.symbolic(sp))
            assert z3.is_true(got) == c.holds(probe), (name, c, card, s.top, s.color)


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None, max_examples=10)
@given(name=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6))
def test_engine_agrees_with_model(name: str, seed: int) -> None:
    """Whole actions: the engine's next state is the one the model's transition gives."""
    from unorules.verify.agreement import check_games

    found = check_games(unorules.load(name), games=1, max_actions=80, seed=seed)
    assert not found, found[0].what
