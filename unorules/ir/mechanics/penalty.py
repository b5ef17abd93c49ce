"""``penalty EVENT: EFFECTS``: what a broken rule costs."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, Compiling


@frozen(kw_only=True)
class PenaltyClause(Clause):
    """What a missed UNO call, a false one or a wrong card costs."""

    kind: ClassVar[str] = "penalty"
    phrase: ClassVar[str] = '"penalty" PENALTY_EVENT ":" effects'
    key_phrase: ClassVar[str] = '"penalty" PENALTY_EVENT'
    example: ClassVar[str] = "penalty missed_uno: target draws 2"
    event: str
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"penalty {self.event}"

    stage: ClassVar[int] = 3

    @classmethod
    def compile(cls, clauses: list[PenaltyClause], c: Compiling) -> dict[str, Any]:
        out = []
        for cl in clauses:
            c.check_effects(cl, cl.key, cl.effects)
            c.check_side_effects(cl, cl.effects)
            out.append((cl.event, c.resolved(cl.effects)))
        return {"penalties": tuple(out)}
