"""``uno: ...``: calling UNO at one card, and catching a missed call."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Compiling


@frozen(kw_only=True)
class UnoClause(Clause):
    """A player going down to one card calls UNO; until the next player acts, any other
    player may catch one who has not."""

    kind: ClassVar[str] = "uno"
    phrase: ClassVar[str] = '"uno" ":" "call" "at" "one" "card" "," "catch" "before" "the" "next" "player" "acts"'
    key_phrase: ClassVar[str] = '"uno"'
    example: ClassVar[str] = "uno: call at one card, catch before the next player acts"

    stage: ClassVar[int] = 4

    @classmethod
    def compile(cls, clauses: list[UnoClause], c: Compiling) -> dict[str, Any]:
        penalties = dict(c.fields["penalties"])
        if clauses and "missed_uno" not in penalties:
            raise c.error(clauses[0], "calling UNO needs a penalty for a missed call",
                          expected="a clause such as 'penalty missed_uno: target draws 2'")
        missed, false = c.clause("penalty missed_uno"), c.clause("penalty false_uno")
        if not clauses and missed is not None:
            raise c.error(missed, "a missed-UNO penalty needs the 'uno:' clause that opens the catch window")
        if not clauses and false is not None:
            raise c.error(false, "a false-UNO penalty needs the 'uno:' clause: without calls there is no false one")
        return {"uno": bool(clauses)}
