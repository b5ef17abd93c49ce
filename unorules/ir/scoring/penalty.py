"""Every player scores their own hand, as a penalty; the lowest total wins."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.scoring.base import Scoring


@frozen
class PenaltyPoints(Scoring):
    """When a round ends every player adds the points left in their own hand; when a total
    reaches the target the game is over, and the lowest total wins (on a tie, the lowest seat)."""

    name: ClassVar[str] = "penalty"
    phrase: ClassVar[str] = '"each" "player" "scores" "their" "own" "hand" "," "lowest" "wins"'
    order: ClassVar[int] = 1
    lower_wins: ClassVar[bool] = True
    numbers_seats_on_tie: ClassVar[bool] = True  # its sentence breaks a tie by seat number
    kernel: ClassVar[int | str] = 1

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        return [held[seat] for seat in range(players)]

    def reached(self, scores: Sequence[int], winner: int, target: int) -> bool:
        return max(scores) >= target

    def leader(self, scores: Sequence[int], winner: int) -> int:
        return min(range(len(scores)), key=lambda i: (scores[i], i))

    def objective(self, rules: Any) -> str:
        return _("Get rid of your cards: when a player plays their last card, everyone else scores the "
                 "points of the cards in their own hand, as a penalty. When someone reaches {target} "
                 "points the game ends, and the lowest score wins.", target=rules.target)

    def round_sentence(self, rules: Any) -> str:
        return _("When a player plays their last card the round ends, and every player adds the points of the "
                 "cards left in their own hand to their score: points are a penalty.")

    def sentence(self, rules: Any) -> str:
        return _("When a player plays their last card the round ends, and every player adds the points of the "
                 "cards left in their own hand to their score: points are a penalty. When some player's score "
                 "reaches {target} points the game ends, and the player with the lowest score wins (on a tie, "
                 "the tied player in the lowest-numbered seat).", target=rules.target)
