"""The ShuffleHands effect: all hands are gathered, shuffled and dealt out again one at a time, starting with the next player."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class ShuffleHands(Effect):
    """All hands are gathered, shuffled and dealt out again one at a time, starting with the next player."""

    phrase: ClassVar[str] = '"hands" "are" "shuffled"'
    kernel_op: ClassVar[str] = "E_SHUFFLE_HANDS"
    example: ClassVar[str] = 'on wild_shuffle: player chooses colour, hands are shuffled'
    every_seat: ClassVar[bool] = True
    passes_over_out: ClassVar[bool] = False  # it would deal to knocked-out seats too

    def first_seat(self, t: Table, ctx: Ctx) -> int:
        """The seat dealt the first card."""
        return (ctx.player + t.direction) % t.players

    def run(self, t: Table, ctx: Ctx) -> None:
        pool = [c for h in t.hands for c in h]
        t.shuffle(pool)
        n = t.players
        for seat in range(n):
            t.hands[seat] = []
        seat = (self.first_seat(t, ctx) - t.direction) % n
        for card in pool:
            seat = (seat + t.direction) % n
            t.hands[seat].append(card)

    def symbolic(self, z: SymTable) -> None:
        # Dealt one at a time around the table, the pool leaves every seat with as many
        # cards as any other, or one more: which seats get the extra one is a choice (the
        # exact count per seat is a division by the symbolic player count, which Z3
        # cannot always decide within its time limit).
        zz = z.z3
        pool = z.total_in_hands()
        out = []
        for j in range(len(z.hands)):
            out.append(zz.If(z.n > j, z.choose_count("shuffled_hand", pool), zz.IntVal(0)))
        z.constraints.append(zz.Sum(out) == pool)
        for i, a in enumerate(out):
            for j in range(i + 1, len(out)):
                b = out[j]
                z.constraints.append(zz.Implies(z.n > j, zz.And(a - b <= 1, b - a <= 1)))
        z.hands = out

    def english(self) -> str:
        return _("all hands are gathered, shuffled and dealt out again one at a time, "
                 "starting with the next player")
