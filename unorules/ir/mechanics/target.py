"""``game ends at N points``: when the game ends."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class TargetClause(Clause):
    """The game ends when a score reaches the target."""

    kind: ClassVar[str] = "target"
    phrase: ClassVar[str] = '"game" "ends" "at" INT "points"'
    example: ClassVar[str] = "game ends at 500 points"
    points: int

    @property
    def key(self) -> str:
        return "game ends"
