"""``start CARDS: EFFECTS``: what a card turned over at the start does."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanics.on import OnClause


@frozen(kw_only=True)
class StartClause(OnClause):
    """``start <cards>: <effects>``: what a card turned over at the start does."""

    kind: ClassVar[str] = "start"
    phrase: ClassVar[str] = '"start" selector ":" effects'
    key_phrase: ClassVar[str] = '"start" selector'
    example: ClassVar[str] = "start skip: first loses turn"
