"""``report NAME while COND: EFFECTS``: an out-of-turn event someone reports."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.records import ReportRule


@frozen(kw_only=True)
class ReportClause(Clause):
    """A physical or out-of-turn event (a broken pose, table talk) a player reports
    against another, with what it costs."""

    kind: ClassVar[str] = "report"
    phrase: ClassVar[str] = '"report" NAME ("while" cond)? ":" effects'
    key_phrase: ClassVar[str] = '"report" NAME'
    example: ClassVar[str] = "report offer: target draws 2"
    name: str
    cond: Cond | None
    effects: tuple[Effect, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(name=str(values[0]), cond=values[1] if len(values) == 3 else None, effects=values[-1], **pos)

    @property
    def key(self) -> str:
        return f"report {self.name}"

    stage: ClassVar[int] = 15

    @classmethod
    def compile(cls, clauses: list[ReportClause], c: Compiling) -> dict[str, Any]:
        out = []
        for cl in clauses:
            c.check_effects(cl, "report", cl.effects)
            c.check_side_effects(cl, cl.effects)
            c.check_cond(cl, "report", cl.cond)
            out.append(ReportRule(cl.name, cl.cond, c.resolved(cl.effects)))
        return {"reports": tuple(out)}
