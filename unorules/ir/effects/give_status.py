"""The GiveStatus effect: the subject holds a status the variant declares."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

import attrs
from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.statuses import StatusRule, a_status, lasting
from unorules.ir.subjects import the


@frozen
class GiveStatus(Effect):
    """The subject holds a status declared by a ``status`` clause, for as long as it says."""

    phrase: ClassVar[str] = 'who "holds" NAME'
    kernel_op: ClassVar[str] = "E_GIVE_STATUS"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who", "status", "turns")
    example: ClassVar[str] = "on dumb_fu: player chooses colour, next holds pose"
    one_seat: ClassVar[bool] = True
    who: str
    status: str
    turns: int = 0  # from the status clause; the compiler fills it in

    def resolved(self, statuses: Mapping[str, StatusRule]) -> GiveStatus:
        rule = statuses.get(self.status)
        return self if rule is None else attrs.evolve(self, turns=rule.turns)

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        t.statuses[t.status_index(self.status)][seat] = self.turns

    def fast(self, f: FastPlay) -> bool:
        return f.give(self.status, self.who, self.turns)

    def symbolic(self, z: SymTable) -> None:
        z.set_status(self.status, z.one_seat(self.who), z.z3.IntVal(self.turns))

    def english(self) -> str:
        return _("{who} must hold {status}, which {lasting}", who=the(self.who), status=a_status(self.status),
                 lasting=lasting(self.turns))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def statuses(self) -> tuple[str, ...]:
        return (self.status,)
