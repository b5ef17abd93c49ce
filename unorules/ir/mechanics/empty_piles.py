"""``empty piles: ...``: what happens when both piles are exhausted."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Changes
from unorules.ir.vocab import EmptyPiles


@frozen(kw_only=True)
class EmptyPilesClause(Clause):
    """A player who must draw when the draw pile and the discard pile are both exhausted
    draws what there is, and play goes on."""

    kind: ClassVar[str] = "empty_piles"
    phrase: ClassVar[str] = '"empty" "piles" ":" "draw" "what" "there" "is"'
    example: ClassVar[str] = "empty piles: draw what there is"
    rule: EmptyPiles = EmptyPiles.DRAW_WHAT_THERE_IS

    @property
    def key(self) -> str:
        return "empty piles"

    symbolic_none: ClassVar[str] = ("its one rule, draw what there is, is the symbolic table's own draw "
                                   "(SymTable.draw_cards), as the engine table's")
    kernel_reads: ClassVar[tuple[str, ...]] = ("empty_piles",)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        if rules.empty_piles != EmptyPiles.DRAW_WHAT_THERE_IS:
            return f"the kernel does not know the empty-piles rule '{rules.empty_piles}'"
        return ""

    stage: ClassVar[int] = 12

    @classmethod
    def compile(cls, clauses: list[EmptyPilesClause], c: Compiling) -> dict[str, Any]:
        if not clauses:
            raise c.missing(cls, "what happens when both piles are exhausted", "empty piles: draw what there is")
        return {"empty_piles": clauses[0].rule}

    tells: ClassVar[tuple[str, ...]] = ("empty_piles",)
    told_at: ClassVar[int] = 140

    @classmethod
    def sentence(cls, rules: Any) -> str:
        """The rule book's words for what a player who must draw gets when both piles are out."""
        if rules.empty_piles == EmptyPiles.DRAW_WHAT_THERE_IS:
            return _("If both piles are exhausted, a player who must draw takes what there is, and play goes on.")
        return _("If both piles are exhausted: {rule}.", rule=rules.empty_piles)

    @classmethod
    def changes(cls, w: Changes) -> None:
        cls.told_if_changed(w, _("Both piles exhausted"), cls.sentence)
