"""The DrawOrStack effect: the next player must answer with a card that may be stacked on this one (passing the growing total on) or draw the whole total."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class DrawOrStack(Effect):
    """The next player must answer with a card that may be stacked on this one (passing the growing total on) or draw the whole total."""

    phrase: ClassVar[str] = 'who "draws" INT "or" "stacks"'
    kernel_op: ClassVar[str] = "E_DRAW_OR_STACK"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who", "n")
    example: ClassVar[str] = 'on draw_two: next draws 2 or stacks'
    places: ClassVar[frozenset[str] | None] = frozenset({"on", "challenge"})
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"next"})
    who_hint: ClassVar[str] = "write 'next draws 2 or stacks'"

    def who_refused(self, who: str) -> str:
        return "only the next player can challenge or stack"
    passes_draw: ClassVar[bool] = True

    who: str
    n: int
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        if ctx.final:
            # The round is over: nobody can answer, so the total is drawn at once.
            for seat in t.seats(self.who, ctx):
                t.draw_cards(seat, t.pending_draw + self.n)
            t.pending_draw = 0
            return
        t.pending_draw += self.n
        t.stack_open = True

    def fast(self, f: FastPlay) -> bool:
        # The fast paths play no last card (the round's end is the reference engine's), so
        # the total always passes on here.
        f.pending += self.n
        f.stack_open = True
        return True

    def symbolic(self, z: SymTable) -> None:
        if z.final:
            total = z.pending + self.n
            z.each_seat(self.who, lambda zz, seat: zz.draw_cards(seat, total))
            z.pending = z.z3.IntVal(0)
            return
        z.pending = z.pending + self.n
        z.stack_open = z.z3.BoolVal(True)

    def english(self) -> str:
        return _("{who} must either answer with a card that may be stacked on it "
                 "(passing the total on, plus {n}) or draw the whole total and lose their turn",
                 who=the(self.who), n=self.n)

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
