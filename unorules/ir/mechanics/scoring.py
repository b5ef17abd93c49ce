"""``scoring: ...``: how a round is scored."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.readers import Changes, Lowering
from unorules.ir.scoring import Scoring, load_scorings


@frozen(kw_only=True)
class ScoringClause(Clause):
    """How a round is scored: the winner scores the other hands, every player scores their
    own hand (lowest wins), or partners sitting opposite score the other hands."""

    kind: ClassVar[str] = "scoring"
    phrase: ClassVar[str] = '"scoring" ":" scoring_rule'
    # One alternative per scoring strategy (unorules/ir/scoring/), in their order.
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "scoring_rule": tuple(alt(p, rule=s().said(p)) for s in sorted(load_scorings().values(), key=lambda s: s.order)
                              for p in (s.phrase, *s.also) if p),
    }
    key_phrase: ClassVar[str] = '"scoring"'
    example: ClassVar[str] = "scoring: winner scores the other hands"
    rule: Scoring

    stage: ClassVar[int] = 8

    @classmethod
    def compile(cls, clauses: list[ScoringClause], c: Compiling) -> dict[str, Any]:
        scoring = clauses[0] if clauses else None
        if scoring is None and c.fields["parent"] is None:
            # Only 'without scoring' in a variant that extends another switches scoring off.
            raise c.missing(cls, "how rounds are scored", "scoring: winner scores the other hands")
        if scoring is not None:
            what, hint = scoring.rule.check(c.fields["min_players"], c.fields["max_players"])
            if what:
                raise c.error(scoring, what, hint=hint)
        return {"scoring": scoring.rule.name if scoring is not None else "none"}

    symbolic_none: ClassVar[str] = ("the model keeps no scores: a round's end may end the game or not, a "
                                   "free choice of the model")
    kernel_reads: ClassVar[tuple[str, ...]] = ("scorer",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_SCORING",)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        number = rules.scorer.lowering()
        if isinstance(number, int):
            return ""
        return f"the kernel refuses {type(rules.scorer).__name__} ({number}): play this variant with the Python engine"

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        number = rules.scorer.lowering()
        if not isinstance(number, int):  # kernel_refusal refused it already
            raise k.refuse(cls.kernel_refusal(rules))
        return (number,)

    tells: ClassVar[tuple[str, ...]] = ("scoring",)
    told_at: ClassVar[int] = 250

    @classmethod
    def changes(cls, w: Changes) -> None:
        if w.rules.scoring != w.parent.scoring:
            say_scoring(w)


def say_scoring(w: Changes) -> None:
    """The line on how the game is scored and ends (its target or its rounds), which changed."""
    new, old = unshared(w.rules.ender.sentence(w.rules), w.parent.ender.sentence(w.parent))
    w.now(("scoring", "target", "game_end", "rounds", "teams"), w.esc(_("Scoring")), w.esc(new), w.esc(old))


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def unshared(new: str, old: str) -> tuple[str, str]:
    """``new`` and ``old`` without the sentences they open with alike: a game-end change said
    its unchanged round rule twice, word for word, and the reader had to hunt for the one
    sentence that differs (fa4-8)."""
    a, b = _SENTENCE_END.split(new), _SENTENCE_END.split(old)
    same = 0
    while same < min(len(a), len(b)) - 1 and a[same] == b[same]:
        same += 1
    return " ".join(a[same:]), " ".join(b[same:])
