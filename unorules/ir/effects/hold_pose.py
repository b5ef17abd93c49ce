"""The HoldPose effect: the subject must hold a pose until their turn comes round again."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class HoldPose(Effect):
    """The subject must hold a pose until their turn comes round again."""

    phrase: ClassVar[str] = 'who "holds" "pose"'
    example: ClassVar[str] = 'on dumb_fu: player chooses colour, next holds pose'
    one_seat: ClassVar[bool] = True
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        # Released at the second of this seat's turn starts: the coming one is played posing.
        t.poses[seat] = 2

    def symbolic(self, z: SymTable) -> None:
        z.set_pose(z.one_seat(self.who), z.z3.IntVal(2))

    def english(self) -> str:
        return (
            f"{the(self.who)} strikes a pose, takes the coming turn as usual while holding it, "
            "and must hold it until their turn comes round again"
        )

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
