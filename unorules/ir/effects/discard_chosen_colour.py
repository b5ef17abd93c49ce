"""The DiscardChosenColour effect: the subject discards every card of a colour the player names."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import Lowering, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class DiscardChosenColour(Effect):
    """The player who played the card names a colour with it, and the subject discards
    every card of that colour from their hand, beneath the top card."""

    phrase: ClassVar[str] = 'who "discards" "all" "of" "a" "chosen" _colour_word'
    example: ClassVar[str] = "on wild_purge: player chooses colour, others discards all of a chosen colour"
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})  # only a play names a colour
    who: str

    @property
    def needs_colour(self) -> bool:
        return True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            keep = [c for c in t.hands[seat] if c.color != ctx.colour]
            gone = [c for c in t.hands[seat] if c.color == ctx.colour]
            t.hands[seat] = keep
            # The played card stays on top, so the discarded ones go beneath it.
            t.discard[-1:-1] = gone

    def symbolic(self, z: SymTable) -> None:
        # How many cards of the named colour a hand holds is a choice (0 to all of them).
        def discard(zz: SymTable, seat: object) -> None:
            c = zz.choose_count("chosen_colour_cards", zz.hand(seat))
            zz.set_hand(seat, zz.hand(seat) - c)
            zz.discard = zz.discard + c

        z.each_seat(self.who, discard)

    def english(self) -> str:
        return _("{who} discards every card of the colour the player names with it", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def lowered(self, k: Lowering) -> list[int]:
        return [k.op("E_DISCARD_COLOUR"), k.word(self.who), 1, 0]  # 1: the colour the action named
