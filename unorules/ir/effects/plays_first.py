"""The PlaysFirst effect: at the start of a round: the subject plays first."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class PlaysFirst(Effect):
    """At the start of a round: the subject plays first."""

    phrase: ClassVar[str] = 'who "plays" "first"'
    kernel_op: ClassVar[str] = "E_PLAYS_FIRST"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who",)
    example: ClassVar[str] = 'start reverse: reverse, dealer plays first'
    places: ClassVar[frozenset[str] | None] = frozenset({"start"})
    one_seat: ClassVar[bool] = True
    moves_turn: ClassVar[bool] = True
    names_next: ClassVar[bool] = True
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (t.plays_first,) = t.seats(self.who, ctx)

    def fast(self, f: FastPlay) -> bool:
        seats = f.seats(self.who)
        if seats is None or len(seats) != 1:
            return False
        (f.plays_first,) = seats
        return True

    def symbolic(self, z: SymTable) -> None:
        z.plays_first = z.one_seat(self.who)
        z.plays_first_set = z.z3.BoolVal(True)

    def english(self) -> str:
        return _("{who} plays first", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
