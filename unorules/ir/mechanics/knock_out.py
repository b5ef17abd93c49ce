"""``knock out at N cards``: a player holding too many cards is out of the round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class KnockOutClause(Clause):
    """A player who ever holds that many cards is out of the round; the round's winner may
    earn a bonus for each player knocked out."""

    kind: ClassVar[str] = "knock_out"
    phrase: ClassVar[str] = '"knock" "out" "at" INT "cards" ("," "winner" "scores" INT "for" "each" "player" "out")?'
    key_phrase: ClassVar[str] = '"knock" "out"'
    example: ClassVar[str] = "knock out at 25 cards, winner scores 250 for each player out"
    cards: int  # a player who holds this many cards or more is out of the round
    bonus: int = 0  # points the round's winner scores for each player knocked out in it

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(cards=int(values[0]), bonus=int(values[1]) if len(values) > 1 else 0, **pos)

    @property
    def key(self) -> str:
        return "knock out"
