"""``scoring: ...``: how a round is scored."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Compiling, Part, alt


@frozen(kw_only=True)
class ScoringClause(Clause):
    """How a round is scored: the winner scores the other hands, every player scores their
    own hand (lowest wins), or partners sitting opposite score the other hands."""

    kind: ClassVar[str] = "scoring"
    phrase: ClassVar[str] = '"scoring" ":" scoring_rule'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "scoring_rule": (
            alt('"winner" "scores" "the" "other" "hands"', rule="winner"),
            alt('"each" "player" "scores" "their" "own" "hand" "," "lowest" "wins"', rule="penalty"),
            alt('"partners" "sitting" "opposite" "score" "the" "other" "hands"', rule="partners"),
        ),
    }
    key_phrase: ClassVar[str] = '"scoring"'
    example: ClassVar[str] = "scoring: winner scores the other hands"
    rule: str  # "winner" | "penalty" | "partners"

    stage: ClassVar[int] = 8

    @classmethod
    def compile(cls, clauses: list[ScoringClause], c: Compiling) -> dict[str, Any]:
        scoring = clauses[0] if clauses else None
        if scoring is None and c.fields["parent"] is None:
            # Only 'without scoring' in a variant that extends another switches scoring off.
            raise c.missing(cls, "how rounds are scored", "scoring: winner scores the other hands")
        lo, hi = c.fields["min_players"], c.fields["max_players"]
        if scoring is not None and scoring.rule == "partners" and (lo % 2 or lo != hi):
            raise c.error(scoring, f"partners sit opposite each other, so the table needs one even number "
                                   f"of players, not {lo} to {hi}",
                          hint="write e.g. 'players 4 to 4' (two teams of two)")
        return {"scoring": scoring.rule if scoring is not None else "none"}
