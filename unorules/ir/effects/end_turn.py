"""The EndTurn effect: in a penalty or a report: the penalised player's turn passes to the next player."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class EndTurn(Effect):
    """In a penalty or a report: the penalised player's turn passes to the next player."""

    phrase: ClassVar[str] = '"turn" "ends"'
    kernel_op: ClassVar[str] = "E_END_TURN"
    example: ClassVar[str] = 'penalty wrong_card: player draws 1, turn ends'
    places: ClassVar[frozenset[str] | None] = frozenset({"penalty wrong_card", "report"})
    side_effect: ClassVar[bool] = True
    def run(self, t: Table, ctx: Ctx) -> None:
        t.turn_ends = True

    def symbolic(self, z: SymTable) -> None:
        z.turn_ends = z.z3.BoolVal(True)

    def english(self) -> str:
        return _("the turn passes to the next player")
