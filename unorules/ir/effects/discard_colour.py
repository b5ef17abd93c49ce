"""The DiscardColour effect: the subject discards every card of the active colour, beneath the top card."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, Lowering, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class DiscardColour(Effect):
    """The subject discards every card of the active colour, beneath the top card."""

    phrase: ClassVar[str] = 'who "discards" "all" "of" "active" _colour_word'
    example: ClassVar[str] = 'on discard_all: player discards all of active colour'
    side_effect: ClassVar[bool] = True
    reads_colour: ClassVar[bool] = True
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            keep = [c for c in t.hands[seat] if c.color != t.color]
            gone = [c for c in t.hands[seat] if c.color == t.color]
            t.hands[seat] = keep
            # The played card stays on top, so the discarded ones go beneath it.
            t.discard[-1:-1] = gone

    def fast(self, f: FastPlay) -> bool:
        seats = f.seats(self.who)
        if seats is None:
            return False
        colour = f.colour
        for seat in seats:
            hand = f.hands[seat]
            gone = tuple(c for c in hand if c.color == colour)
            if gone:
                f.hands[seat] = tuple(c for c in hand if c.color != colour)
                f.discard = f.discard[:-1] + gone + f.discard[-1:]  # beneath the card played
        return True

    def symbolic(self, z: SymTable) -> None:
        # How many cards of the active colour the hand holds: the player's split when the
        # step knows it (a Wild in the hand stays there), else a choice (0 to all of them).
        def discard(zz: SymTable, seat: object) -> None:
            c = zz.colour_count(seat, zz.colour, "active_colour_cards")
            zz.set_hand(seat, zz.hand(seat) - c)
            zz.discard = zz.discard + c

        z.each_seat(self.who, discard)

    def english(self) -> str:
        return _("{who} discards every card of the active colour from their hand", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def lowered(self, k: Lowering) -> list[int]:
        return [k.op("E_DISCARD_COLOUR"), k.word(self.who), 0, 0]  # 0: the active colour
