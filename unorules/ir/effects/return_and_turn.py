"""The ReturnAndTurn effect: at the start of a round: the card goes back into the draw pile, which is shuffled, and the next card is turned over instead."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class ReturnAndTurn(Effect):
    """At the start of a round: the card goes back into the draw pile, which is shuffled, and the next card is turned over instead."""

    phrase: ClassVar[str] = '"return" "it" "and" "turn" "another"'
    kernel_op: ClassVar[str] = "E_RETURN_AND_TURN"
    example: ClassVar[str] = 'start wild_draw_four: return it and turn another'
    places: ClassVar[frozenset[str] | None] = frozenset({"start"})
    returns_card: ClassVar[bool] = True
    def run(self, t: Table, ctx: Ctx) -> None:
        t.turn_another = True

    def symbolic(self, z: SymTable) -> None:
        z.turn_another = z.z3.BoolVal(True)

    def english(self) -> str:
        return _("the card goes back into the draw pile, which is shuffled, and the next card is turned over instead")
