"""``teams: ...``: how the players of a team game are seated."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir import teams as seating
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.mechanics.scoring import ScoringClause, say_scoring
from unorules.ir.readers import Changes
from unorules.ir.scoring import load_scorings


def _team(*seats: Any) -> tuple[int, ...]:
    return tuple(int(s) for s in seats)


def _listed(*teams: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(teams)


@frozen(kw_only=True)
class TeamsClause(Clause):
    """Who plays with whom in a team game: partners sitting opposite each other (seat ``i``
    of ``n`` with seat ``i + n/2``), two teams of alternate seats, or the teams listed, every
    seat in one. The team scoring (``scoring: teams score the other hands``) scores them."""

    kind: ClassVar[str] = "teams"
    phrase: ClassVar[str] = '"teams" ":" teams_rule'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "teams_rule": (
            alt('"partners" "sitting" "opposite"', seating="opposite"),
            alt('"alternate" "seats"', seating="alternate"),
            alt('team_seats (";" team_seats)+', seating="listed", lists=_listed),
        ),
        "team_seats": (alt('"seats" INT ("," INT)* ("and" INT)?', make=_team),),
    }
    key_phrase: ClassVar[str] = '"teams"'
    example: ClassVar[str] = "teams: seats 0 and 1; seats 2 and 3"
    seating: str
    lists: tuple[tuple[int, ...], ...] = ()

    @property
    def key(self) -> str:
        return "teams"

    stage: ClassVar[int] = 9  # after scoring: the teams are the team scoring's

    @classmethod
    def compile(cls, clauses: list[TeamsClause], c: Compiling) -> dict[str, Any]:
        lo, hi = c.fields["min_players"], c.fields["max_players"]
        scoring = load_scorings()[c.fields["scoring"]]()
        said = c.of(ScoringClause)
        teams = clauses[0] if clauses else None
        if not scoring.teams:
            if teams is not None and teams.file == c.file:
                raise c.error(teams, "teams are seated, but no scoring counts them",
                              hint="write 'scoring: teams score the other hands'")
            return {"teams": ()}
        opposite = bool(said) and bool(getattr(said[0].rule, "opposite", False))
        if teams is None:
            if not opposite:
                raise c.missing(cls, "how the teams are seated", "teams: partners sitting opposite")
            return {"teams": seating.opposite(lo)}
        if lo != hi:
            raise c.error(teams, f"teams are seated at one table, so the variant needs one number of players, "
                                 f"not {lo} to {hi}", hint=f"write e.g. 'players {hi} to {hi}'")
        if teams.seating in ("opposite", "alternate") and lo % 2:
            raise c.error(teams, f"{lo} players cannot sit as two even sides", hint="write an even number of players")
        got = {"opposite": seating.opposite, "alternate": seating.alternate}.get(teams.seating)
        listed = got(lo) if got is not None else teams.lists
        wrong = seating.unseated(listed, lo)
        if wrong:
            raise c.error(teams, wrong, hint="list every seat once, e.g. 'teams: seats 0 and 1; seats 2 and 3'")
        if opposite and listed != seating.opposite(lo):
            raise c.error(said[0], "the scoring seats partners opposite each other, but the teams are seated "
                                   "otherwise", hint="write 'scoring: teams score the other hands'")
        return {"teams": listed}

    # The teams reach the kernel as the scoring strategy seats them: ScoringClause lowers it
    # (the partners' number) or refuses it (teams not sitting opposite).
    symbolic_none: ClassVar[str] = "the scoring's part: the model keeps no scores"
    kernel_none: ClassVar[str] = "the scoring's part: the strategy lowered or refused by ScoringClause reads the teams"
    tells: ClassVar[tuple[str, ...]] = ("teams",)
    told_at: ClassVar[int] = 252

    @classmethod
    def changes(cls, w: Changes) -> None:
        # With the scoring changed too, the scoring's line (which names the teams) says it.
        if w.rules.scoring == w.parent.scoring and w.rules.teams != w.parent.teams:
            say_scoring(w)
