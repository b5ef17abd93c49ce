"""Team play: the winner's team scores the opposing hands (partners sitting opposite, or
the teams the variant's ``teams:`` clause seats)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import field, frozen

from unorules.i18n import _, join_and, ngettext
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

    def seated_at(self, players: int) -> seating.Teams:
        """The teams at a table of ``players``: those the file lists, else partners opposite."""
        return self.seated or seating.opposite(players)

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        # Looked up on the module each time: tests/test_family.py plants a wrong rule there.
        return seating.team_gains(winner, held, self.seated_at(players))

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
        """The teams by their seats, numbered from 1 as the rule book numbers them (the file's
        seat 0 is the book's seat 1: no reader could tell who sits in "seat 0")."""
        return join_and([_("seats {seats}", seats=join_and([str(seat + 1) for seat in team]))
                         for team in self.seated])

    def facing(self, rules: Any) -> bool:
        """The teams are the partners sitting opposite (the rule book's first words say so)."""
        return not self.seated or self.seated == seating.opposite(rules.min_players)

    def alternating(self, rules: Any) -> bool:
        """Two teams of every other seat, said in words ("teammates sit in every other seat")."""
        return self.seated == seating.alternate(rules.min_players)

    def numbers_seats(self, rules: Any) -> bool:
        """The book names this variant's teams by seat numbers (and so says how seats are numbered)."""
        return not self.facing(rules) and not self.alternating(rules)

    # Where words are enough, the teams are said in words: the readers found seat numbers
    # that nothing in the book defines (fa4-2, tr4-1, ru4-2).
    def objective(self, rules: Any) -> str:
        if self.facing(rules):
            return _("Play in teams of two, partners sitting opposite each other. Your team must be the first "
                     "to reach {target} points: when either partner plays their last card, the team scores the "
                     "points of the cards the opponents still hold.", target=rules.target)
        if self.alternating(rules):
            return _("Play in two teams, teammates sitting in every other seat. Your team must be the first to "
                     "reach {target} points: when a player plays their last card, their team scores the points "
                     "of the cards the opponents still hold.", target=rules.target)
        return _("Play in teams ({teams}). Your team must be the first to reach {target} points: when a player "
                 "plays their last card, their team scores the points of the cards the opponents still hold.",
                 teams=self.listed(), target=rules.target)

    def round_sentence(self, rules: Any) -> str:
        n = rules.min_players
        if self.facing(rules):
            return ngettext("The players form {n} team of two, partners sitting opposite each other. When either "
                            "partner plays their last card the round ends, and both partners score the points of "
                            "the cards left in the opponents' hands; the cards the partner of the one who went "
                            "out still holds do not count.",
                            "The players form {n} teams of two, partners sitting opposite each other. When either "
                            "partner plays their last card the round ends, and both partners score the points of "
                            "the cards left in the opponents' hands; the cards the partner of the one who went "
                            "out still holds do not count.", n // 2)
        if self.alternating(rules):
            teams = ngettext("The players form two teams of {n}, teammates sitting in every other seat, so no one "
                             "sits beside a teammate.",
                             "The players form two teams of {n}, teammates sitting in every other seat, so no one "
                             "sits beside a teammate.", n // 2)
        else:
            teams = ngettext("The players form {n} team: {teams}.", "The players form {n} teams: {teams}.",
                             len(self.seated), teams=self.listed())
        return teams + " " + _("When a player plays their last card the round ends, and every player of their "
                               "team scores the points of the cards left in the opponents' hands; the cards "
                               "their teammates still hold do not count.")

    def sentence(self, rules: Any) -> str:
        return self.round_sentence(rules) + " " + _("The first team whose score reaches {target} points wins "
                                                   "the game.", target=rules.target)
