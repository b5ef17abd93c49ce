"""Model mutants: one planted defect each in the verifier's model, for the exhaustive check
(tests/test_exhaustive.py) to catch. Each is a subclass of :class:`Model` with one method
changed the way a slip in the model's reading of the rules would change it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import attrs
import z3
from attrs import frozen

from unorules.engine.state import DRAWN
from unorules.ir.mechanics.knock_out import KnockOutClause
from unorules.verify.model import Guard, Model, Step
from unorules.verify.symbolic import PHASE, Shape, SymTable, fresh_bool


class DrawKeepsTheTurn(Model):
    """A dropped transition case: a drawn card that cannot be played no longer ends the turn
    (the model always waits for the drawn card to be played or kept)."""

    def draw(self, n: int | None = None) -> Step:
        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            from unorules.engine.state import TURN

            g += [z.phase == PHASE[TURN], z.player == z.to_act]
            got = z.draw_cards(z.player, 1)
            v["drawn_playable"] = fresh_bool("drawn_playable")
            z.phase = z3.IntVal(PHASE[DRAWN])
            z.to_act = z.player
            return {"drew": got}

        return self._step("draw", "draw", build, n=n)


class OtherSide(Model):
    """A wrong side: the model reads a card's face from the side that is down."""

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        shape = self.shape
        plain = Shape.on_side

        def on_side(kind: Any, side: Any) -> Any:
            return plain(shape, kind, 1 - side)

        shape.on_side = on_side  # type: ignore[method-assign]


class LastOneLeftPlaysOn(Model):
    """A wrong end condition: with knock-outs, the round ends only when nobody is left in,
    so the last player in goes on playing alone (KnockOutClause.ends_with 0 in the model)."""

    def after_action(self, z: SymTable) -> None:
        for cl in self.parts["symbolic_after_action"]:
            if isinstance(cl, KnockOutClause):
                cl = _NobodyLeftEnds(**attrs.asdict(cl, recurse=False))
            cl.symbolic_after_action(self, z)


@frozen
class _NobodyLeftEnds(KnockOutClause):
    ends_with: ClassVar[int] = 0


class PendingCapped(Model):
    """A too strong invariant: a stacked total is taken never to exceed 4 cards."""

    def invariant(self, z: SymTable) -> list[Any]:
        return [*super().invariant(z), z.pending <= 4]


class SkipForgetsTheSkip(Model):
    """A wrong turn logic: after the effects, the next seat is always the one after the
    player, whatever turns the effects took away."""

    def finish(self, z: SymTable) -> None:
        turn = z.fork()
        nxt = z3.If(z.plays_first_set, z.plays_first, z.seat_after(z.player, 1))
        self.begin_turn(turn, nxt)
        z.phase = z3.If(z.chooser_set, PHASE["choose"], z3.If(z.challenge_open, PHASE["respond"], PHASE["stack"]))
        z.to_act = z3.If(z.chooser_set, z.chooser, z.seat_after(z.player))
        z.merge(z3.Not(z3.Or(z.chooser_set, z.challenge_open, z.stack_open)), turn)


@frozen
class ModelMutant:
    name: str
    model: Callable[[Any], Model]
    variant: str  # a bundled variant whose small tables show the defect


MODEL_MUTANTS = (
    ModelMutant("draw keeps the turn (a dropped case)", DrawKeepsTheTurn, "standard"),
    ModelMutant("the face of the side down (a wrong side)", OtherSide, "flip"),
    ModelMutant("the last player in plays on (a wrong end condition)", LastOneLeftPlaysOn, "mercy"),
    ModelMutant("a stacked total never over 4 (a too strong invariant)", PendingCapped, "no_mercy"),
    ModelMutant("a skip forgotten (a wrong turn order)", SkipForgetsTheSkip, "standard"),
)
