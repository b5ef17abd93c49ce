"""The ShuffleHandsFrom effect: all hands are gathered, shuffled and dealt out again one at a
time, starting with a player the clause names (the target: one the player chooses)."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.shuffle_hands import ShuffleHands
from unorules.ir.readers import Lowering, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class ShuffleHandsFrom(ShuffleHands):
    """All hands are gathered, shuffled and dealt out again one at a time in the direction of
    play, starting with the player named (``target``: a player the one who played the card
    chooses)."""

    phrase: ClassVar[str] = '"hands" "are" "shuffled" "and" "dealt" "from" who'
    example: ClassVar[str] = 'on wild_shuffle: player chooses colour, hands are shuffled and dealt from target'
    one_seat: ClassVar[bool] = True
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"player", "next", "target"})
    who_hint: ClassVar[str] = "the deal starts with one seat: 'player', 'next' or 'target' (the player's choice)"
    who: str

    def first_seat(self, t: Table, ctx: Ctx) -> int:
        (seat,) = t.seats(self.who, ctx)
        return seat

    def english(self) -> str:
        return _("all hands are gathered, shuffled and dealt out again one at a time, "
                 "starting with {who}", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def lowered(self, k: Lowering) -> list[int]:
        return [k.op("E_SHUFFLE_HANDS"), k.word(self.who) + 1, 0, 0]  # 0 is the dealer's deal (ShuffleHands)
