"""The SwapHands effect: two players swap their whole hands."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class SwapHands(Effect):
    """Two players swap their whole hands."""

    phrase: ClassVar[str] = 'who "swaps" "hands" "with" who'
    kernel_op: ClassVar[str] = "E_SWAP_HANDS"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who", "other")
    example: ClassVar[str] = 'on 7: player swaps hands with target'
    one_seat: ClassVar[bool] = True
    who: str
    other: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (a,) = t.seats(self.who, ctx)
        (b,) = t.seats(self.other, ctx)
        t.hands[a], t.hands[b] = t.hands[b], t.hands[a]

    def fast(self, f: FastPlay) -> bool:
        a, b = f.seats(self.who), f.seats(self.other)
        if a is None or b is None or len(a) != 1 or len(b) != 1:
            return False  # not one seat each: the reference's run says so
        (i,), (j,) = a, b
        f.hands[i], f.hands[j] = f.hands[j], f.hands[i]
        return True

    def symbolic(self, z: SymTable) -> None:
        a, b = z.one_seat(self.who), z.one_seat(self.other)
        ha, hb = z.hand(a), z.hand(b)
        z.set_hand(a, hb)
        z.set_hand(b, ha)

    def english(self) -> str:
        return _("{who} swaps their whole hand with {other}", who=the(self.who), other=the(self.other, after="with"))

    def subjects(self) -> tuple[str, ...]:
        return (self.who, self.other)
