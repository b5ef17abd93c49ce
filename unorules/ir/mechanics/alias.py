"""``alias NAME = KIND``: another name for a card kind."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class AliasClause(Clause):
    """Another name for a card kind (Rainbow = wild)."""

    kind: ClassVar[str] = "alias"
    phrase: ClassVar[str] = '"alias" NAME "=" kind'
    key_phrase: ClassVar[str] = '"alias" NAME'
    example: ClassVar[str] = "alias rainbow = wild"
    alias: str
    card: str

    @property
    def key(self) -> str:
        return f"alias {self.alias}"
