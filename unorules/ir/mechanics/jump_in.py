"""``jump in: CONDITION``: playing out of turn."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause, Compiling


@frozen(kw_only=True)
class JumpInClause(Clause):
    """Any player may play out of turn a card that meets the condition against the top card
    (an identical card, say); play goes on from them."""

    kind: ClassVar[str] = "jump_in"
    phrase: ClassVar[str] = '"jump" "in" ":" cond'
    key_phrase: ClassVar[str] = '"jump" "in"'
    example: ClassVar[str] = "jump in: identical card"
    cond: Cond

    @property
    def key(self) -> str:
        return "jump in"

    stage: ClassVar[int] = 6

    @classmethod
    def compile(cls, clauses: list[JumpInClause], c: Compiling) -> dict[str, Any]:
        for cl in clauses:
            c.check_cond(cl, "jump in", cl.cond)
        return {"jump_in": clauses[0].cond if clauses else None}
