"""The NoOtherPlayable condition: the player holds no card of another kind that could be played."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class NoOtherPlayable(Cond):
    """The player holds no card of another kind whose own play rule would let it be played
    now (another card of the same kind does not count, so two Wild Draw Fours alone may be
    played). This is the no-bluffing rule for a Wild Draw Four."""

    phrase: ClassVar[str] = '"no" "other" "playable" "card"'
    kernel_reads_hand: ClassVar[bool] = True
    kernel_asks_other_plays: ClassVar[bool] = True
    kernel_op: ClassVar[str] = "C_NO_OTHER"
    example: ClassVar[str] = "require wild_draw_four: no other playable card"
    places: ClassVar[frozenset[str] | None] = frozenset({"require", "play"})

    def place_refused(self, place: str) -> str:
        return "'no other playable card' restricts when a card may be played: write it in a 'require' clause"

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return not any(c.kind != p.card.kind and p.plays(c) for c in p.hand)

    def symbolic(self, p: SymProbe) -> Any:
        # Counts do not tell which cards a hand holds: another playable card is an input.
        return p.z3.Not(p.other_playable)

    def english(self) -> str:
        return _("the player holds no card of another kind that could be played now")
