"""``game ends at N points``: the game is over when a score reaches the target."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.game_end.base import GameEnd
from unorules.ir.readers import Turn
from unorules.ir.scoring.base import Scoring


@frozen
class AtPoints(GameEnd):
    """The game ends when a score reaches the target; the scoring says who wins then (the
    round's winner, or the lowest total when points are a penalty). Without scoring the
    game is one round."""

    name: ClassVar[str] = "points"
    phrase: ClassVar[str] = '"at" INT "points"'
    by_points: ClassVar[bool] = True
    kernel: ClassVar[int | str] = 0

    def compile(self, n: int, scoring: Scoring) -> tuple[dict[str, Any], str, str]:
        return {"target": 0 if scoring.one_round else n, "game_end": self.name, "rounds": 0}, "", ""

    def score_bound(self, rules: Any, most: int) -> int:
        return int(rules.target) + most  # the round that reaches the target adds to a score below it

    def result(self, t: Turn, winner: int, scoring: Scoring) -> tuple[bool, int]:
        if not scoring.reached(t.scores, winner, t.rules.target):
            return False, winner
        return True, scoring.leader(t.scores, winner)
