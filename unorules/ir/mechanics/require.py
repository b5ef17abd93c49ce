"""``require CARDS: CONDITION``: a restriction on playing a card."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanics.play import PlayClause


@frozen(kw_only=True)
class RequireClause(PlayClause):
    """``require <cards>: <condition>``: a restriction (a challenge judges it, if any)."""

    kind: ClassVar[str] = "require"
    phrase: ClassVar[str] = '"require" selector ":" cond'
    key_phrase: ClassVar[str] = '"require" selector'
    example: ClassVar[str] = "require wild_draw_four: no card of active colour in hand"
