"""The IdenticalCard condition: the card is the same card as the top card, colour and face."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class IdenticalCard(Cond):
    """The card is identical to the top card: the same face and the same colour, or, for a
    card without a colour (a Wild), the same kind."""

    phrase: ClassVar[str] = '"identical" "card"'
    kernel_op: ClassVar[str] = "C_IDENTICAL"
    example: ClassVar[str] = "jump in: identical card"

    def holds(self, p: Probe) -> bool:
        return p.card.kind == p.top.kind and p.card.color == p.top.color

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.And(p.card_kind == p.top_kind, p.card_colour == p.top_colour)

    def english(self) -> str:
        return _("it is identical to the top card (the same face and colour; a Wild on the same Wild)")
