"""``stack CARD on CARD``: answering a pending draw with another card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class StackClause(Clause):
    """While the draw a card passed on is pending, another card may answer it."""

    kind: ClassVar[str] = "stack"
    phrase: ClassVar[str] = '"stack" kind "on" kind'
    key_phrase: ClassVar[str] = '"stack" kind "on" kind'
    example: ClassVar[str] = "stack draw_two on draw_two"
    card: str
    on: str

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        return f"stack {values[0]} on {values[1]}"

    @property
    def key(self) -> str:
        return f"stack {self.card} on {self.on}"
