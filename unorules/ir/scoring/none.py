"""No scoring: the game is one round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.readers import Turn
from unorules.ir.scoring.base import Scoring


@frozen
class NoScoring(Scoring):
    """Nothing is scored: the first player to play their last card wins the game (a variant
    that extends another says ``without scoring``)."""

    name: ClassVar[str] = "none"
    one_round: ClassVar[bool] = True

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        return [0] * players

    def score(self, t: Turn, winner: int) -> None:
        return None

    def result(self, t: Turn, winner: int) -> tuple[bool, int]:
        return True, winner
