"""``deal N cards``: how many cards each player is dealt."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause
from unorules.ir.readers import Changes, Lowering


@frozen(kw_only=True)
class DealClause(Clause):
    """How many cards each player is dealt."""

    kind: ClassVar[str] = "deal"
    read_by: ClassVar[str] = "the compiler's deal, checked against the deck and the players"
    phrase: ClassVar[str] = '"deal" INT "cards"'
    example: ClassVar[str] = "deal 7 cards"
    cards: int

    symbolic_none: ClassVar[str] = ("the hand size: dealt by the model's deal, the turn structure's own "
                                   "step (as engine/core.deal)")
    kernel_reads: ClassVar[tuple[str, ...]] = ("hand_size",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_HAND_SIZE",)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (rules.hand_size,)

    tells: ClassVar[tuple[str, ...]] = ("hand_size",)
    told_at: ClassVar[int] = 30

    @classmethod
    def changes(cls, w: Changes) -> None:
        if w.rules.hand_size != w.parent.hand_size:
            w.now(cls.tells, w.esc(_("Cards dealt")), str(w.rules.hand_size), str(w.parent.hand_size))
