"""The verifier knows which side of a two-sided deck is up: the side decides which kinds
show (on the discard pile, in play), a turn-over turns it and keeps every count. Each
check is shown catching a fault: a model that forgets the side, an engine whose flip
loses a card."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("z3")

import z3

from unorules.ir.effects.turn_over import TurnOver
from unorules.verify import verify
from unorules.verify.model import Model
from unorules.verify.report import PROVED, REFUTED
from unorules.verify.symbolic import SymTable


def test_the_model_tracks_the_side_up() -> None:
    import unorules

    m = Model(unorules.load("flip"))
    assert m.shape.two_sided and not Model(unorules.load("standard")).shape.two_sided
    deal = m.deal()
    assert z3.simplify(deal.post.side).as_long() == 0  # every round is dealt first side up
    flip = m.play("flip", final=False)
    assert z3.is_true(z3.simplify(flip.post.side == 1 - flip.pre.side))
    # A dark face cannot be played while the light side is up, nor a light one on the dark side.
    dark, light = m.play("draw_five", final=False), m.play("draw_one", final=False)
    for st, side in ((dark, 0), (light, 1)):
        s = z3.Solver()
        s.add(*m.invariant(st.pre), *st.guard, st.pre.side == side)
        assert s.check() == z3.unsat


def test_every_property_of_flip_is_proved_with_the_side() -> None:
    report = verify("flip", agreement_games=2, agreement_actions=120)
    assert report.ok, report.table()
    assert all(r.status == PROVED for r in report.results if r.prop != "engine agrees")


def test_a_model_that_forgets_to_turn_the_side_is_caught_by_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    real = TurnOver.symbolic

    def forgets(self: TurnOver, z: Any) -> None:
        side = z.side
        real(self, z)
        z.side = side  # the mutant: the other side is up on the table, not in the model

    monkeypatch.setattr(TurnOver, "symbolic", forgets)
    (row,) = verify("flip", only=("engine_agrees",), agreement_games=3, agreement_actions=200).results
    # The model is wrong, not the engine: the mismatch is reported, and its scenario runs clean.
    assert not row.ok and "side: model 0, engine 1" in row.detail, row.detail


def test_a_top_card_of_the_side_down_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # The model before it knew the side: the card turned up may be any kind of either side.
    def any_kind(self: SymTable, why: str) -> tuple[Any, Any]:
        kind, colour = z3.Int(f"{why}_kind_any"), z3.Int(f"{why}_colour_any")
        self.choices.extend((kind, colour))
        self.constraints.append(z3.And(kind >= 0, kind < len(self.shape.kinds), z3.If(
            self.shape.is_coloured(kind), z3.And(colour >= 0, colour < 4), colour == -1)))
        return kind, colour

    monkeypatch.setattr(SymTable, "choose_top", any_kind)
    (row,) = verify("flip", only=("turn_order",)).results
    assert row.status != PROVED and "play flip" in row.detail, row.detail


def test_an_engine_flip_that_loses_a_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = TurnOver.run

    def loses(self: TurnOver, t: Any, ctx: Any) -> None:
        real(self, t, ctx)
        if len(t.draw) > 1:
            t.draw = t.draw[1:]  # the mutant: a card falls off the draw pile as it turns over

    real_fast = TurnOver.fast

    def loses_fast(self: TurnOver, f: Any) -> bool:
        go_on = real_fast(self, f)
        if len(f.draw_pile) > 1:
            f.draw_pile = f.draw_pile[1:]  # the same mutant in the engine's fast meaning
        return go_on

    # The engine takes the fast meaning where it can, the reference one elsewhere: the
    # fault is planted in both, as a real slip in the effect would be.
    monkeypatch.setattr(TurnOver, "run", loses)
    monkeypatch.setattr(TurnOver, "fast", loses_fast)
    (row,) = verify("flip", only=("engine_agrees",), agreement_games=3, agreement_actions=200).results
    assert row.status == REFUTED and "draw" in row.detail, row.detail
