"""The LoseTurn effect: the next player (at the start: the first player) loses their turn."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import OTHERS, the


@frozen
class LoseTurn(Effect):
    """The next player (at the start: the first player) loses their turn; ``others lose
    turn`` passes over every other player, so the player plays again."""

    phrase: ClassVar[str] = 'who ("loses" | "lose") "turn"'
    kernel_op: ClassVar[str] = "E_LOSE_TURN"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who",)
    example: ClassVar[str] = 'on skip: next loses turn'
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"next", "first", "others"})
    who_hint: ClassVar[str] = "write 'next loses turn'; to end a turn after a penalty, write 'turn ends'"

    def who_refused(self, who: str) -> str:
        return f"only the next player can lose their turn, not the {who}"
    moves_turn: ClassVar[bool] = True
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        # Passing over every other player still in brings the turn back to the player.
        t.skips += len(t.seats("others", ctx)) if self.who == OTHERS else 1

    def fast(self, f: FastPlay) -> bool:
        f.skips += len(f.hands) - 1 if self.who == OTHERS else 1
        return True

    def symbolic(self, z: SymTable) -> None:
        out = z.z3.Sum(*z.out) if z.out else 0
        z.skips = z.skips + (z.n - 1 - out if self.who == OTHERS else 1)

    def english(self) -> str:
        if self.who == OTHERS:
            return _("every other player loses their turn, so the player plays again")
        return _("{who} loses their turn", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
