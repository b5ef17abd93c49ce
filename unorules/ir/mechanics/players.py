"""``players LOW to HIGH``: how many may play."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class PlayersClause(Clause):
    """How many players the variant is played by."""

    kind: ClassVar[str] = "players"
    phrase: ClassVar[str] = '"players" INT "to" INT'
    example: ClassVar[str] = "players 2 to 10"
    low: int
    high: int
