"""``on CARDS: EFFECTS``: what a played card does."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause
from unorules.ir.selector import Selector


@frozen(kw_only=True)
class OnClause(Clause):
    """``on <cards>: <effects>``: what a played card does."""

    kind: ClassVar[str] = "on"
    phrase: ClassVar[str] = '"on" selector ":" effects'
    key_phrase: ClassVar[str] = '"on" selector'
    example: ClassVar[str] = "on skip: next loses turn"
    selector: Selector
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"{self.kind} {self.selector}"
