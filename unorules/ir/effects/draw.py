"""The Draw effect: the subject draws N cards from the draw pile."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import ngettext
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class Draw(Effect):
    """The subject draws N cards from the draw pile."""

    phrase: ClassVar[str] = 'who "draws" INT'
    kernel_op: ClassVar[str] = "E_DRAW"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who", "n")
    example: ClassVar[str] = 'on draw_two: next draws 2, next loses turn'
    side_effect: ClassVar[bool] = True
    who: str
    n: int
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            t.draw_cards(seat, self.n)

    def fast(self, f: FastPlay) -> bool:
        return f.draw(self.who, self.n)

    def symbolic(self, z: SymTable) -> None:
        z.each_seat(self.who, lambda zz, seat: zz.draw_cards(seat, self.n))

    def english(self) -> str:
        # "every other player" takes a singular verb, like every other subject.
        return ngettext("{who} draws {n} card", "{who} draws {n} cards", self.n, who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
