"""The winner of a round scores the points left in the other hands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.scoring.base import Scoring


@frozen
class WinnerScores(Scoring):
    """The first player to play their last card scores the points left in every other hand;
    the first to reach the target wins the game."""

    name: ClassVar[str] = "winner"
    phrase: ClassVar[str] = '"winner" "scores" "the" "other" "hands"'
    order: ClassVar[int] = 0

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        won: Any = 0
        for seat in range(players):
            if seat != winner:
                won = won + held[seat]
        return [won if seat == winner else 0 for seat in range(players)]
