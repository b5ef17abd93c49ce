"""``draw: ...``: what a player may and must do about drawing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.records import DrawRule


@frozen(kw_only=True)
class DrawClause(Clause):
    """How a player draws (one card, or until one is playable, or a random number), whether
    a playable drawn card may or must be played, and whether drawing is allowed with a
    playable card in hand."""

    kind: ClassVar[str] = "draw"
    phrase: ClassVar[str] = '"draw" ":" draw_opt ("," draw_opt)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "draw_opt": (
            alt('"one" "card"', until_playable=False),
            alt('"until" "playable"', until_playable=True),
            alt('"may" "play" "it"', after="may"),
            alt('"must" "play" "it"', after="must"),
            alt('"even" "with" "a" "playable" "card"', anytime=True),
            alt('"only" "without" "a" "playable" "card"', anytime=False),
            alt('INT "to" INT "cards" "at" "random"', random=lambda low, high: (int(low), int(high))),
        ),
    }
    key_phrase: ClassVar[str] = '"draw"'
    example: ClassVar[str] = "draw: one card, may play it, even with a playable card"
    until_playable: bool = False
    after: str = "may"  # "may" | "must"
    anytime: bool = True
    random: tuple[int, int] | None = None  # LOW to HIGH cards at random, then the turn ends

    stage: ClassVar[int] = 14

    @classmethod
    def compile(cls, clauses: list[DrawClause], c: Compiling) -> dict[str, Any]:
        if not clauses:
            return {"draw": DrawRule()}
        cl = clauses[0]
        if cl.random is not None:
            low, high = cl.random
            if not 0 <= low < high:
                raise c.error(cl, f"'{low} to {high} cards at random' needs a smaller number first",
                              hint="write e.g. 'draw: 0 to 4 cards at random'")
            if cl.until_playable or cl.after == "must":
                raise c.error(cl, "a random draw ends the turn: the player cannot keep drawing or must "
                                  "play what came out",
                              hint="write 'draw: 0 to 4 cards at random' alone, or with "
                                   "'only without a playable card'")
        return {"draw": DrawRule(until_playable=cl.until_playable, after=cl.after, anytime=cl.anytime,
                                 random=cl.random)}
