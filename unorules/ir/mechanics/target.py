"""``game ends at N points``: when the game ends."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.mechanics.scoring import say_scoring
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class TargetClause(Clause):
    """The game ends when a score reaches the target."""

    kind: ClassVar[str] = "target"
    phrase: ClassVar[str] = '"game" "ends" "at" INT "points"'
    example: ClassVar[str] = "game ends at 500 points"
    points: int

    @property
    def key(self) -> str:
        return "game ends"

    stage: ClassVar[int] = 9  # after scoring: without scores there is nothing to reach

    @classmethod
    def compile(cls, clauses: list[TargetClause], c: Compiling) -> dict[str, Any]:
        target = clauses[0] if clauses else None
        scoring = c.fields["scoring"] != "none"
        if scoring and target is None:
            raise c.missing(cls, "when the game ends", "game ends at 500 points")
        if not scoring and target is not None and target.file == c.file:
            raise c.error(target, "without scoring there are no points for the game to end at",
                          hint="a game without scoring is one round: remove this line, or keep a 'scoring' clause")
        return {"target": target.points if target is not None and scoring else 0}

    tells: ClassVar[tuple[str, ...]] = ("target",)
    told_at: ClassVar[int] = 251

    @classmethod
    def changes(cls, w: Changes) -> None:
        # With the scoring changed too, the scoring's line (which gives the target) says it.
        if w.rules.scoring == w.parent.scoring and w.rules.target != w.parent.target:
            say_scoring(w)
