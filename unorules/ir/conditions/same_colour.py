"""The SameColour condition: the card's colour is the active colour."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class SameColour(Cond):
    """The card's colour is the active colour."""

    phrase: ClassVar[str] = '"same" _colour_word'
    kernel_op: ClassVar[str] = "C_SAME_COLOUR"
    example: ClassVar[str] = 'play any card: same colour or same face'
    def holds(self, p: Probe) -> bool:
        return p.card.color is not None and p.card.color == p.color

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.And(p.card_colour >= 0, p.card_colour == p.colour)

    def english(self) -> str:
        return _("its colour is the active colour")
