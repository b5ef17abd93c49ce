"""The EndStatus effect: the subject no longer holds a status."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.statuses import a_status
from unorules.ir.subjects import the


@frozen
class EndStatus(Effect):
    """The subject no longer holds the status."""

    phrase: ClassVar[str] = 'who "releases" NAME'
    kernel_op: ClassVar[str] = "E_END_STATUS"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who", "status")
    example: ClassVar[str] = "report pose_broken while target holds pose: target draws 4, target releases pose"
    one_seat: ClassVar[bool] = True
    side_effect: ClassVar[bool] = True
    who: str
    status: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        t.statuses[t.status_index(self.status)][seat] = 0

    def symbolic(self, z: SymTable) -> None:
        z.set_status(self.status, z.one_seat(self.who), z.z3.IntVal(0))

    def english(self) -> str:
        return _("{who} no longer has to hold {status}", who=the(self.who), status=a_status(self.status))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def statuses(self) -> tuple[str, ...]:
        return (self.status,)
