"""The NoActiveColourInHand condition: the player holds no other card of the active colour."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class NoActiveColourInHand(Cond):
    """The player holds no other card of the active colour."""

    phrase: ClassVar[str] = '"no" "card" "of" "active" _colour_word "in" "hand"'
    kernel_reads_hand: ClassVar[bool] = True
    kernel_op: ClassVar[str] = "C_NO_ACTIVE"
    example: ClassVar[str] = 'require wild_draw_four: no card of active colour in hand'
    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return all(c.color != p.color for c in p.hand)

    def symbolic(self, p: SymProbe) -> Any:
        return p.hand_count(p.colour) == 0

    def english(self) -> str:
        return _("the player holds no card of the active colour")
