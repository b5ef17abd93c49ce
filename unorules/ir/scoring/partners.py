"""Team play: the winner's team scores the opposing hands (partners sitting opposite, or
the teams the variant's ``teams:`` clause seats)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import field, frozen

from unorules.i18n import _, join_and
from unorules.ir import teams as seating
from unorules.ir.scoring.base import Scoring


@frozen
class PartnersOpposite(Scoring):
    """When a player goes out, every player of their team scores the points in the opposing
    hands (the partners' own hands do not count). ``scoring: partners sitting opposite score
    the other hands`` seats seat ``i`` of ``n`` with seat ``i + n/2`` unless a ``teams:``
    clause says otherwise (and then it must say the same); ``scoring: teams score the other
    hands`` leaves the seating to the ``teams:`` clause."""

    name: ClassVar[str] = "partners"
    phrase: ClassVar[str] = '"partners" "sitting" "opposite" "score" "the" "other" "hands"'
    also: ClassVar[tuple[str, ...]] = ('"teams" "score" "the" "other" "hands"',)
    order: ClassVar[int] = 2
    kernel: ClassVar[int | str] = 2
    teams: ClassVar[bool] = True
    knock_outs: ClassVar[str] = ("a knocked-out partner would leave a team of one: partners and knock-outs "
                                 "cannot be played together")
    # The variant's teams (RuleSet.teams), and whether the clause said 'sitting opposite'.
    seated: seating.Teams = ()
    opposite: bool = field(default=True, eq=False)

    @classmethod
    def of(cls, rules: Any) -> Scoring:
        return cls(seated=rules.teams)

    def said(self, phrase: str) -> Scoring:
        return PartnersOpposite(opposite=phrase == self.phrase)

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        # Looked up on the module each time: tests/test_family.py plants a wrong rule there.
        return seating.team_gains(winner, held, self.seated or seating.opposite(players))

    def check(self, lo: int, hi: int) -> tuple[str, str]:
        if self.opposite and (lo % 2 or lo != hi):
            return (f"partners sit opposite each other, so the table needs one even number "
                    f"of players, fixed ('players N to N', N even), not {lo} to {hi}",
                    "write e.g. 'players 4 to 4' (two teams of two) or 'players 6 to 6' (three teams of two)")
        if lo != hi:
            return (f"teams are seated at one table, so the variant needs one number of players, not {lo} to {hi}",
                    "write e.g. 'players 6 to 6'")
        return ("", "")

    def lowering(self) -> int | str:
        n = sum(len(t) for t in self.seated)
        if self.seated and self.seated != seating.opposite(n):
            return f"the machine seats partners opposite each other only, not {self.listed()}"
        return self.kernel

    def listed(self) -> str:
        return join_and([_("seats {seats}", seats=", ".join(map(str, team))) for team in self.seated])

    def facing(self, rules: Any) -> bool:
        """The teams are the partners sitting opposite (the rule book's first words say so)."""
        return not self.seated or self.seated == seating.opposite(rules.min_players)

    def objective(self, rules: Any) -> str:
        if not self.facing(rules):
            return _("Play in teams ({teams}). Be the first team to reach {target} points: when a player plays "
                     "their last card, their team scores the points of the cards the opponents still hold.",
                     teams=self.listed(), target=rules.target)
        return _("Play in teams of two, partners sitting opposite each other. Be the first team to reach "
                 "{target} points: when either partner plays their last card, the team scores the points of "
                 "the cards the opponents still hold.", target=rules.target)

    def round_sentence(self, rules: Any) -> str:
        n = rules.min_players
        if not self.facing(rules):
            return _("The {n} players form {count} teams: {teams}. When a player plays their last card the round "
                     "ends, and every player of their team scores the points of the cards left in the opposing "
                     "players' hands; the team's own hands do not count.",
                     n=n, count=len(self.seated), teams=self.listed())
        return _("The {n} players form {teams} teams of two: partners sit opposite each other ({pairs}). When "
                 "either partner plays their last card the round ends, and both partners score the points of the "
                 "cards left in the opposing players' hands; the partner's own hand does not count.",
                 n=n, teams=n // 2, pairs=self.pairs(n))

    def pairs(self, n: int) -> str:
        return join_and([_("seat {a} with seat {b}", a=i, b=i + n // 2) for i in range(n // 2)])

    def sentence(self, rules: Any) -> str:
        n = rules.min_players
        if not self.facing(rules):
            return _("The {n} players form {count} teams: {teams}. When a player plays their last card the round "
                     "ends, and every player of their team scores the points of the cards left in the opposing "
                     "players' hands; the team's own hands do not count. The first team whose score reaches "
                     "{target} points wins the game.",
                     n=n, count=len(self.seated), teams=self.listed(), target=rules.target)
        pairs = self.pairs(n)
        return _("The {n} players form {teams} teams of two: partners sit opposite each other ({pairs}). When "
                 "either partner plays their last card the round ends, and both partners score the points of the "
                 "cards left in the opposing players' hands; the partner's own hand does not count. The first "
                 "team whose score reaches {target} points wins the game.",
                 n=n, teams=n // 2, pairs=pairs, target=rules.target)
