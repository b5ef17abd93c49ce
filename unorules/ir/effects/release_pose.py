"""The ReleasePose effect: the subject no longer has to hold the pose."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class ReleasePose(Effect):
    """The subject no longer has to hold the pose."""

    phrase: ClassVar[str] = 'who "releases" "pose"'
    example: ClassVar[str] = 'report pose_broken while target holds pose: target draws 4, target releases pose'
    one_seat: ClassVar[bool] = True
    side_effect: ClassVar[bool] = True
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        t.poses[seat] = 0

    def symbolic(self, z: SymTable) -> None:
        z.set_pose(z.one_seat(self.who), z.z3.IntVal(0))

    def english(self) -> str:
        return f"{the(self.who)} no longer has to hold the pose"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
