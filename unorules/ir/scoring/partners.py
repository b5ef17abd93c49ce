"""Partners sitting opposite each other score the opposing hands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _, join_and
from unorules.ir.scoring.base import Scoring
from unorules.ir.teams import team_gains


@frozen
class PartnersOpposite(Scoring):
    """Seat ``i`` of ``n`` partners seat ``i + n/2``; when either partner goes out, both score
    the points in the opposing hands (the partner's own hand does not count)."""

    name: ClassVar[str] = "partners"
    phrase: ClassVar[str] = '"partners" "sitting" "opposite" "score" "the" "other" "hands"'
    order: ClassVar[int] = 2
    kernel: ClassVar[int | str] = 2
    teams: ClassVar[bool] = True
    knock_outs: ClassVar[str] = ("a knocked-out partner would leave a team of one: partners and knock-outs "
                                 "cannot be played together")

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        return team_gains(winner, held, players)

    def check(self, lo: int, hi: int) -> tuple[str, str]:
        if lo % 2 or lo != hi:
            return (f"partners sit opposite each other, so the table needs one even number "
                    f"of players, not {lo} to {hi}", "write e.g. 'players 4 to 4' (two teams of two)")
        return ("", "")

    def objective(self, rules: Any) -> str:
        return _("Play in teams of two, partners sitting opposite each other. Be the first team to reach "
                 "{target} points: when either partner plays their last card, the team scores the points of "
                 "the cards the opponents still hold.", target=rules.target)

    def round_sentence(self, rules: Any) -> str:
        n = rules.min_players
        return _("The {n} players form {teams} teams of two: partners sit opposite each other ({pairs}). When "
                 "either partner plays their last card the round ends, and both partners score the points of the "
                 "cards left in the opposing players' hands; the partner's own hand does not count.",
                 n=n, teams=n // 2, pairs=self.pairs(n))

    def pairs(self, n: int) -> str:
        return join_and([_("seat {a} with seat {b}", a=i, b=i + n // 2) for i in range(n // 2)])

    def sentence(self, rules: Any) -> str:
        n = rules.min_players
        pairs = self.pairs(n)
        return _("The {n} players form {teams} teams of two: partners sit opposite each other ({pairs}). When "
                 "either partner plays their last card the round ends, and both partners score the points of the "
                 "cards left in the opposing players' hands; the partner's own hand does not count. The first "
                 "team whose score reaches {target} points wins the game.",
                 n=n, teams=n // 2, pairs=pairs, target=rules.target)
