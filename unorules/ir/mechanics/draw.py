"""``draw: ...``: what a player may and must do about drawing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Part, alt


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
