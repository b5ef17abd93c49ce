"""``deal N cards``: how many cards each player is dealt."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class DealClause(Clause):
    """How many cards each player is dealt."""

    kind: ClassVar[str] = "deal"
    phrase: ClassVar[str] = '"deal" INT "cards"'
    example: ClassVar[str] = "deal 7 cards"
    cards: int
