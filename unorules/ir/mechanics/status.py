"""``status NAME: ends after N turn starts of its holder``: a per-player status."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class StatusClause(Clause):
    """A status a player may hold for a number of their own turn starts."""

    kind: ClassVar[str] = "status"
    phrase: ClassVar[str] = '"status" NAME ":" "ends" "after" INT "turn" "starts" "of" "its" "holder"'
    key_phrase: ClassVar[str] = '"status" NAME'
    example: ClassVar[str] = "status pose: ends after 2 turn starts of its holder"
    name: str
    turns: int

    @property
    def key(self) -> str:
        return f"status {self.name}"
