"""The SameFace condition: the card shows the same number or symbol as the top card."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class SameFace(Cond):
    """The card shows the same number or symbol as the top card."""

    phrase: ClassVar[str] = '"same" "face"'
    kernel_op: ClassVar[str] = "C_SAME_FACE"
    example: ClassVar[str] = 'play any card: same colour or same face'
    def holds(self, p: Probe) -> bool:
        return p.card.kind == p.top.kind

    def symbolic(self, p: SymProbe) -> Any:
        return p.card_kind == p.top_kind

    def english(self) -> str:
        return _("it shows the same number or symbol as the top card")
