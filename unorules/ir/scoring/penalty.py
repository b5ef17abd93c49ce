"""Every player scores their own hand, as a penalty; the lowest total wins."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.readers import Turn
from unorules.ir.scoring.base import Scoring


@frozen
class PenaltyPoints(Scoring):
    """When a round ends every player adds the points left in their own hand; when a total
    reaches the target the game is over, and the lowest total wins (on a tie, the lowest seat)."""

    name: ClassVar[str] = "penalty"
    phrase: ClassVar[str] = '"each" "player" "scores" "their" "own" "hand" "," "lowest" "wins"'
    order: ClassVar[int] = 1
    lower_wins: ClassVar[bool] = True

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        return [held[seat] for seat in range(players)]

    def result(self, t: Turn, winner: int) -> tuple[bool, int]:
        over = max(t.scores) >= t.rules.target
        return over, min(range(t.players), key=lambda i: (t.scores[i], i))
