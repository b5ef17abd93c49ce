"""No scoring: the game is one round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.readers import Turn
from unorules.ir.scoring.base import Scoring


@frozen
class NoScoring(Scoring):
    """Nothing is scored: the first player to play their last card wins the game (a variant
    that extends another says ``without scoring``)."""

    name: ClassVar[str] = "none"
    one_round: ClassVar[bool] = True
    kernel: ClassVar[int | str] = 3

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        return [0] * players

    def score(self, t: Turn, winner: int) -> None:
        return None

    def reached(self, scores: Sequence[int], winner: int, target: int) -> bool:
        return True  # no scores kept: the first round to end ends the game

    def objective(self, rules: Any) -> str:
        return _("Be the first to get rid of every card in your hand: the game is one round, and the first "
                 "player to play their last card wins it.")

    def sentence(self, rules: Any) -> str:
        return _("Nothing is scored: the game is one round, and the first player to play their last card wins it.")
