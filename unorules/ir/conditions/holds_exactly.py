"""The HoldsExactly condition: the subject holds exactly N cards."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import ngettext
from unorules.ir.conditions.holds_at_least import HandSize
from unorules.ir.readers import Lowering


@frozen
class HoldsExactly(HandSize):
    """The subject holds exactly N cards (asked by an effect's ``if`` or a report), counted
    when the condition is asked: after the effects before it."""

    phrase: ClassVar[str] = 'who "holds" INT ("card" | "cards")'
    example: ClassVar[str] = "on skip: next loses turn, player draws 1 if player holds 1 card"

    def passes(self, size: Any) -> Any:
        return size == self.n

    def sizes(self) -> str:
        return ngettext("exactly {n} card", "exactly {n} cards", self.n)

    def lowered(self, k: Lowering) -> list[int]:
        return [k.op("C_HOLDS"), int(self.n) * 16 + 8 + k.word(self.who)]  # as HoldsAtLeast's, exact
