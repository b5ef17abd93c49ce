"""``play CARDS: CONDITION``: when a card may be played."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause
from unorules.ir.selector import Selector


@frozen(kw_only=True)
class PlayClause(Clause):
    """``play <cards>: <condition>``: when a card may be played."""

    kind: ClassVar[str] = "play"
    phrase: ClassVar[str] = '"play" selector ":" cond'
    key_phrase: ClassVar[str] = '"play" selector'
    example: ClassVar[str] = "play any card: same colour or same face"
    selector: Selector
    cond: Cond

    @property
    def key(self) -> str:
        return f"{self.kind} {self.selector}"
