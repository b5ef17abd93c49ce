"""``status NAME: ends after N turn starts of its holder``: a per-player status."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.statuses import StatusRule


@frozen(kw_only=True)
class StatusClause(Clause):
    """A status a player may hold for a number of their own turn starts."""

    kind: ClassVar[str] = "status"
    phrase: ClassVar[str] = '"status" NAME ":" "ends" "after" INT "turn" "starts" "of" "its" "holder"'
    key_phrase: ClassVar[str] = '"status" NAME'
    example: ClassVar[str] = "status pose: ends after 2 turn starts of its holder"
    name: str
    turns: int

    @property
    def key(self) -> str:
        return f"status {self.name}"

    stage: ClassVar[int] = 0  # the effects that give and end statuses are resolved with them

    @classmethod
    def compile(cls, clauses: list[StatusClause], c: Compiling) -> dict[str, Any]:
        rules = []
        for cl in clauses:
            if cl.turns < 1:
                raise c.error(cl, f"status {cl.name} must last at least one turn start",
                              hint="'ends after 2 turn starts of its holder' lasts through the coming turn")
            rules.append(StatusRule(cl.name, cl.turns))
        return {"statuses": tuple(rules)}
