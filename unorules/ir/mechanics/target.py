"""``game ends ...``: when the game ends (one alternative per game end, unorules/ir/game_end/)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.game_end import GameEnd, load_game_ends
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.mechanics.scoring import say_scoring
from unorules.ir.readers import Changes, Lowering
from unorules.ir.scoring import load_scorings


@frozen(kw_only=True)
class TargetClause(Clause):
    """When the game ends: when a score reaches the target."""

    kind: ClassVar[str] = "target"
    phrase: ClassVar[str] = '"game" "ends" game_end_rule'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "game_end_rule": tuple(alt(e.phrase, "n", end=e()) for e in sorted(load_game_ends().values(),
                                                                        key=lambda e: e.order) if e.phrase),
    }
    example: ClassVar[str] = "game ends at 500 points"
    n: int  # the points, or the rounds: the game end says
    end: GameEnd

    @property
    def key(self) -> str:
        return "game ends"

    stage: ClassVar[int] = 9  # after scoring: without scores there is nothing to reach

    @classmethod
    def compile(cls, clauses: list[TargetClause], c: Compiling) -> dict[str, Any]:
        target = clauses[0] if clauses else None
        scoring = load_scorings()[c.fields["scoring"]]()
        if not scoring.one_round and target is None:
            raise c.missing(cls, "when the game ends", "game ends at 500 points")
        if scoring.one_round and target is not None and target.file == c.file:
            raise c.error(target, f"without scoring there are no {target.end.needs} for the game to end at",
                          hint="a game without scoring is one round: remove this line, or keep a 'scoring' clause")
        if target is None:
            return {"target": 0, "game_end": "points", "rounds": 0}
        fields, what, hint = target.end.compile(target.n, scoring)
        if what:
            raise c.error(target, what, hint=hint)
        return fields

    symbolic_none: ClassVar[str] = ("the game's target: the model keeps no scores, so a round's end may "
                                   "end the game or not")
    kernel_reads: ClassVar[tuple[str, ...]] = ("target", "ender")
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_TARGET",)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        # The game's end: the machine's number for it, or why the kernel refuses it.
        number = rules.ender.kernel
        if isinstance(number, int):
            return ""
        return f"the kernel refuses {type(rules.ender).__name__} ({number}): play this variant with the Python engine"

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (rules.target,)

    tells: ClassVar[tuple[str, ...]] = ("target", "game_end", "rounds")
    told_at: ClassVar[int] = 251

    @classmethod
    def changes(cls, w: Changes) -> None:
        # With the scoring changed too, the scoring's line (which gives the target) says it.
        if w.rules.scoring == w.parent.scoring and (w.rules.target, w.rules.game_end, w.rules.rounds) != (
                w.parent.target, w.parent.game_end, w.parent.rounds):
            say_scoring(w)
