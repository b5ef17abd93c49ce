"""Partners sitting opposite each other score the opposing hands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.scoring.base import Scoring
from unorules.ir.teams import team_gains


@frozen
class PartnersOpposite(Scoring):
    """Seat ``i`` of ``n`` partners seat ``i + n/2``; when either partner goes out, both score
    the points in the opposing hands (the partner's own hand does not count)."""

    name: ClassVar[str] = "partners"
    phrase: ClassVar[str] = '"partners" "sitting" "opposite" "score" "the" "other" "hands"'
    order: ClassVar[int] = 2

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        return team_gains(winner, held, players)

    def check(self, lo: int, hi: int) -> tuple[str, str]:
        if lo % 2 or lo != hi:
            return (f"partners sit opposite each other, so the table needs one even number "
                    f"of players, not {lo} to {hi}", "write e.g. 'players 4 to 4' (two teams of two)")
        return ("", "")
