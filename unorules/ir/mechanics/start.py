"""``start CARDS: EFFECTS``: what a card turned over at the start does."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import N_
from unorules.ir.mechanic import per_kind
from unorules.ir.mechanics.on import OnClause
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class StartClause(OnClause):
    """``start <cards>: <effects>``: what a card turned over at the start does."""

    kind: ClassVar[str] = "start"
    read_by: ClassVar[str] = "the compiler's rules of each card kind"
    phrase: ClassVar[str] = '"start" selector ":" effects'
    key_phrase: ClassVar[str] = '"start" selector'
    example: ClassVar[str] = "start skip: first loses turn"

    symbolic_none: ClassVar[str] = ("a card's start rule: the model's start step runs it, as engine/core's "
                                   "start_rule does")
    kernel_reads: ClassVar[tuple[str, ...]] = ("start_of",)
    tells: ClassVar[tuple[str, ...]] = ("start",)
    told_at: ClassVar[int] = 110

    @classmethod
    def changes(cls, w: Changes) -> None:
        per_kind(w, cls.tells, N_("{cards}, as the first card"), w.rules.start_of, w.parent.start_of,
                 lambda e: w.sentence(e or (), "start"))
