"""``scoring: ...``: how a round is scored."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Part, alt


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
