"""The DrawUntilColour effect: the subject draws one card at a time until one of the active colour comes."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class DrawUntilColour(Effect):
    """The subject draws one card at a time until one of the active colour comes."""

    phrase: ClassVar[str] = 'who "draws" "until" "active" _colour_word'
    kernel_op: ClassVar[str] = "E_DRAW_UNTIL_COLOUR"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who",)
    example: ClassVar[str] = 'on wild_draw_colour: player chooses colour, next draws until active colour'
    side_effect: ClassVar[bool] = True
    reads_colour: ClassVar[bool] = True
    who: str
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            while True:
                got = t.draw_cards(seat, 1)
                if not got or got[0].color == t.color:
                    break

    def fast(self, f: FastPlay) -> bool:
        return f.draw_until_colour(self.who)

    def symbolic(self, z: SymTable) -> None:
        # How many draws it takes to meet the colour is a choice: 1 up to what the piles hold.
        z.each_seat(self.who, lambda zz, seat: zz.draw_some(seat, "until_colour"))

    def english(self) -> str:
        return _("{who} draws until they draw a card of the active colour", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
