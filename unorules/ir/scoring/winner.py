"""The winner of a round scores the points left in the other hands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.scoring.base import Scoring


@frozen
class WinnerScores(Scoring):
    """The first player to play their last card scores the points left in every other hand;
    the first to reach the target wins the game."""

    name: ClassVar[str] = "winner"
    phrase: ClassVar[str] = '"winner" "scores" "the" "other" "hands"'
    order: ClassVar[int] = 0
    kernel: ClassVar[int | str] = 0
    winner_scores: ClassVar[bool] = True

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        won: Any = 0
        for seat in range(players):
            if seat != winner:
                won = won + held[seat]
        return [won if seat == winner else 0 for seat in range(players)]

    def objective(self, rules: Any) -> str:
        return _("Be the first to get rid of every card in your hand. The player who does wins the round "
                 "and scores the points of the cards the others still hold; the first player to reach "
                 "{target} points wins the game.", target=rules.target)

    def round_sentence(self, rules: Any) -> str:
        return _("The first player to play their last card wins the round and scores the points of the cards "
                 "left in every other player's hand.")

    def sentence(self, rules: Any) -> str:
        return _("The first player to play their last card wins the round and scores the points of the cards "
                 "left in every other player's hand. The first player whose score reaches {target} points "
                 "wins the game.", target=rules.target)
