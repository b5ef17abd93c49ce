"""``dealer: ...``: how the first dealer is found."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.records import DealerRule


@frozen(kw_only=True)
class DealerClause(Clause):
    """How the first dealer is found: every player draws a card and the highest deals."""

    kind: ClassVar[str] = "dealer"
    phrase: ClassVar[str] = '"dealer" ":" dealer_opt ("," dealer_opt)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "dealer_opt": (
            alt('"highest" "draw"', highest_draw=True),
            alt('"symbols" "count" INT', "symbols_count"),
            alt('"ties" "draw" "again"', ties_draw_again=True),
        ),
    }
    key_phrase: ClassVar[str] = '"dealer"'
    example: ClassVar[str] = "dealer: highest draw, symbols count 0, ties draw again"
    highest_draw: bool = False
    symbols_count: int = 0
    ties_draw_again: bool = False

    stage: ClassVar[int] = 13

    @classmethod
    def compile(cls, clauses: list[DealerClause], c: Compiling) -> dict[str, Any]:
        if not clauses:
            return {"dealer": DealerRule(highest_draw=False, symbols_count=0, ties_draw_again=False)}
        cl = clauses[0]
        return {"dealer": DealerRule(highest_draw=cl.highest_draw, symbols_count=cl.symbols_count,
                                     ties_draw_again=cl.ties_draw_again)}
