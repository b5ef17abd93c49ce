"""``uno: ...``: calling UNO at one card, and catching a missed call."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class UnoClause(Clause):
    """A player going down to one card calls UNO; until the next player acts, any other
    player may catch one who has not."""

    kind: ClassVar[str] = "uno"
    phrase: ClassVar[str] = '"uno" ":" "call" "at" "one" "card" "," "catch" "before" "the" "next" "player" "acts"'
    key_phrase: ClassVar[str] = '"uno"'
    example: ClassVar[str] = "uno: call at one card, catch before the next player acts"
