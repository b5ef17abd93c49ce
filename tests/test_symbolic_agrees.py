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

import attrs
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

z3 = pytest.importorskip("z3")

import unorules  # noqa: E402
from unorules.engine.legality import seat_playable  # noqa: E402
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
    fx.DiscardColour("player"), fx.DiscardColour("others"), fx.GiveStatus("next", "pose", 2), fx.GiveStatus("others", "pose", 2),
    fx.EndStatus("target", "pose"), fx.OpenChallenge("next"), fx.PlaysFirst("dealer"), fx.PlaysFirst("first"),
    fx.ReturnAndTurn(), fx.EndTurn(), fx.Nothing(),
    fx.Guarded(fx.LoseTurn("next"), cd.PlayerCount(2)),
    fx.Guarded(fx.Draw("next", 2), cd.NoActiveColourInHand()),
    fx.Guarded(fx.Reverse(), cd.Not(cd.SameColour())),
)
EXTRA_CONDS: tuple[cd.Cond, ...] = (
    cd.Always(), cd.SameColour(), cd.SameFace(), cd.NoActiveColourInHand(), cd.PlayerCount(2),
    cd.PlayerCount(3), cd.HasStatus("target", "pose"), cd.HasStatus("player", "pose"), cd.HasStatus("others", "pose"), cd.Not(cd.SameFace()),
    cd.And(cd.SameColour(), cd.SameFace()), cd.Or(cd.SameColour(), cd.NoActiveColourInHand()),
    cd.HoldsAtLeast("player", 3), cd.HoldsAtLeast("others", 2), cd.HoldsExactly("next", 1),
    cd.HoldsExactly("target", 2), cd.HasPlayable("next"), cd.NoOtherPlayable(), cd.PlayedOnSameFace(),
)


def _examples() -> list[Any]:
    """The primitives in every registered primitive's own example clause: a primitive
    added to the registry is checked here with no edit to this file."""
    from unorules.ir.primitive import load_all
    from unorules.language.parser import parse

    out: list[Any] = []
    for cls in load_all().values():
        clause = parse("variant example\n" + cls.example + "\n")[1]
        for f in attrs.fields(type(clause)):
            value = getattr(clause, f.name)
            for x in value if isinstance(value, tuple) else (value,):
                if isinstance(x, (fx.Effect, cd.Cond)):
                    out.append(x)
                if isinstance(x, cd.Cond):  # a condition whose example is under 'not'
                    out.extend(c for c in x.walk() if c.phrase and c is not x)
                if isinstance(x, fx.Guarded):  # a condition whose example is an effect's 'if'
                    out.extend(c for c in x.cond.walk() if c.phrase)
    return out


EXAMPLES = _examples()


def _effects(rules: Rules) -> list[fx.Effect]:
    out: list[fx.Effect] = [*EXTRA_EFFECTS, *(e for e in EXAMPLES if isinstance(e, fx.Effect))]
    for _, effs in (*rules.on, *rules.start, *rules.penalties):
        out.extend(effs)
    for ch in rules.challenges:
        out.extend((*ch.accepted, *ch.guilty, *ch.innocent))
    for rep in rules.reports:
        out.extend(rep.effects)
    # A status primitive is tried only where the variant declares the status.
    return [e for e in dict.fromkeys(out) if set(e.statuses()) <= set(rules.status_index)]


def _conds(rules: Rules) -> list[cd.Cond]:
    out: list[cd.Cond] = [*EXTRA_CONDS, *(c for c in EXAMPLES if isinstance(c, cd.Cond))]
    out += [c for _, c in (*rules.play, *rules.require)]
    out += [r.cond for r in rules.reports if r.cond is not None]
    if rules.jump_in is not None:
        out.append(rules.jump_in)
    return [c for c in dict.fromkeys(out)
            if all(set(x.statuses()) <= set(rules.status_index) for x in c.walk())]


def test_every_primitive_is_covered() -> None:
    """No primitive of the registry escapes the agreement check below."""
    from unorules.ir.primitive import load_all

    registry = load_all().values()
    effects = {type(e) for e in (*EXTRA_EFFECTS, *EXAMPLES)}
    conds = {type(c) for c in (*EXTRA_CONDS, *EXAMPLES)}
    assert {c for c in registry if c.kind == "effect"} | {fx.Guarded} <= effects
    assert {c for c in registry if c.kind == "condition"} | {cd.Not, cd.And, cd.Or} <= conds


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


# 100 examples of effects against their symbolic meanings: 19 s of CPU, the slow tier's; the
# conditions' and the model-against-engine properties stay in the fast tier.
@pytest.mark.slow
@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(name=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6), steps=st.integers(0, 150),
       data=st.data())
def test_effects_agree(name: str, seed: int, steps: int, data: st.DataObject) -> None:
    rules, s = random_state(name, seed, steps)
    # With knock-outs a round ends when one seat is left in, so no effect ever runs
    # there (the engine's "next" of the last seat in would be that seat itself).
    assume(s.players - sum(s.out) >= 2)
    rng = random.Random(seed)
    n = s.players
    effects = _effects(rules)
    # A sample per table keeps each example quick; across examples every effect is met.
    for e in data.draw(st.lists(st.sampled_from(effects), min_size=1, max_size=10, unique=True), label="effects"):
        player = s.to_act if rng.random() < 0.5 else rng.randrange(n)
        target = rng.choice([p for p in range(n) if p != player])
        # A card that offers a choice of its actions is played naming one.
        option = rng.randint(1, e.offers) if e.offers else None
        ctx = Ctx(player=player, target=target, colour=rng.choice(rules.colours), final=rng.random() < 0.2,
                  option=option)
        problem = check_primitive(rules, s, e, ctx)
        assert problem is None, (name, problem)


def _words(s: Any, player: int, target: int) -> tuple[Any, Any]:
    """Concrete words (who played, whom they named) and seat arithmetic, as the subjects'
    symbolic meaning reads them from a verifier's table."""

    class Words:
        z3 = z3
        shape = type("S", (), {"hi": s.players})

    w = Words()
    w.player, w.target, w.dealer, w.n = z3.IntVal(player), z3.IntVal(target), z3.IntVal(s.dealer), z3.IntVal(s.players)  # type: ignore[attr-defined]

    def after(seat: Any, k: int, when: Any = None) -> Any:
        return z3.IntVal((z3.simplify(seat).as_long() + k * s.direction) % s.players)

    return w, after


def _holds(statuses: dict[str, list[int]], s: Any, player: int, target: int) -> Any:
    """The SymProbe's status question over concrete counts, through the subjects' own
    symbolic meaning (as the verifier's tables ask it)."""
    from unorules.ir import subjects

    w, after = _words(s, player, target)

    def holds(status: str, who: str) -> Any:
        got = subjects.symbolic_seats(who, w, after, lambda: None)
        row = statuses[status]
        return z3.And(*(z3.Implies(e, z3.BoolVal(row[z3.simplify(seat).as_long()] > 0)) for e, seat in got))

    return holds


def _sizes(s: Any, player: int, target: int) -> Any:
    """The SymProbe's hand-size question over the concrete hands, likewise."""
    from unorules.ir import subjects

    w, after = _words(s, player, target)

    def sizes_hold(who: str, test: Any) -> Any:
        got = subjects.symbolic_seats(who, w, after, lambda: None)
        if not got:
            return z3.BoolVal(False)
        return z3.And(*(z3.Implies(e, test(z3.IntVal(s.hand_sizes[z3.simplify(seat).as_long()]))) for e, seat in got))

    return sizes_hold


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
            # Random status counts, and random words: who played and whom they named.
            player, target = rng.randrange(s.players), rng.randrange(s.players)
            statuses = {st.name: [rng.choice((0, 0, 1, 2)) for _ in range(s.players)] for st in rules.statuses}
            # The card a play covered, where one was just played (None: not known).
            under = rng.choice((None, s.top, *rules.deck[:20]))
            probe = Probe(card, s.top, s.color, tuple(rest), s.players, player, target, s.dealer, s.direction,
                          statuses, s.hand_sizes, rules, seat_playable(rules, s.hands, s.top, s.color, s.players),
                          under)
            # What the model takes as an input, worked out here from the concrete hand.
            other = any(x.kind != card.kind and rules.play_of[x.kind].holds(
                Probe(x, s.top, s.color, tuple(rest), s.players)) for x in rest)
            counts = {i: sum(1 for x in rest if sh.colour_index(x.color) == i) for i in range(-1, len(sh.colours))}

            def read(colour: Any, counts: dict[int, int] = counts) -> Any:
                out = iv(counts[-1])
                for i in range(len(sh.colours)):
                    out = z3.If(colour == i, counts[i], out)
                return out

            sp = SymProbe(card_kind=iv(sh.kind_index[card.kind]), card_colour=iv(sh.colour_index(card.color)),
                          top_kind=iv(sh.kind_index[s.top.kind]), top_colour=iv(sh.colour_index(s.top.color)),
                          colour=iv(sh.colour_index(s.color)), n=iv(s.players),
                          hand_count=read, holds=_holds(statuses, s, player, target),
                          sizes_hold=_sizes(s, player, target), other_playable=z3.BoolVal(other),
                          played_on_kind=iv(-1 if under is None else sh.kind_index[under.kind]))
            got = z3.simplify(c.symbolic(sp))
            want = c.holds(probe)
            if z3.is_true(got) or z3.is_false(got):
                assert z3.is_true(got) == want, (name, c, card, s.top, s.color)
            else:  # the model leaves it to a choice: one must give the engine's answer
                solver = z3.Solver()
                solver.add(got == z3.BoolVal(want))
                assert solver.check() == z3.sat, (name, c, card)


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None, max_examples=10)
@given(name=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6))
def test_engine_agrees_with_model(name: str, seed: int) -> None:
    """Whole actions: the engine's next state is the one the model's transition gives."""
    from unorules.verify.agreement import check_games

    found = check_games(unorules.load(name), games=1, max_actions=80, seed=seed)
    assert not found, found[0].what
