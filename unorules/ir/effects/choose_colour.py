"""The ChooseColour effect: the subject names the colour to play next (the player who played it names it in the same action)."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import PLAYER, speaking_place, the


@frozen
class ChooseColour(Effect):
    """The subject names the colour to play next (the player who played it names it in the same action)."""

    phrase: ClassVar[str] = 'who "chooses" _colour_word'
    kernel_op: ClassVar[str] = "E_CHOOSE_COLOUR"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who",)
    example: ClassVar[str] = 'on wild: player chooses colour'
    one_seat: ClassVar[bool] = True
    sets_colour: ClassVar[bool] = True
    who: str

    @property
    def needs_colour(self) -> bool:
        """The player names the colour in the same action (a wild played in a turn)."""
        return self.who == PLAYER

    def run(self, t: Table, ctx: Ctx) -> None:
        if self.who == PLAYER and ctx.colour is not None:
            t.color = ctx.colour
        else:
            (t.chooser,) = t.seats(self.who, ctx)

    def fast(self, f: FastPlay) -> bool:
        if self.who == PLAYER:
            if f.named is None:
                return False  # no colour named in the action (a challenge's outcome)
            f.colour = f.named
            return True
        seats = f.seats(self.who)  # someone else names it later, in an action of their own
        if seats is None or len(seats) != 1:
            return False
        (f.chooser,) = seats
        return True

    def symbolic(self, z: SymTable) -> None:
        if self.who == PLAYER and z.named is not None:
            z.colour = z.named
        else:
            z.chooser = z.one_seat(self.who)
            z.chooser_set = z.z3.BoolVal(True)

    def english(self) -> str:
        if speaking_place() == "start":
            # A first card has no colour before it, so "the current one included" pointed
            # at nothing (fa and ru, third reading).
            return _("{who} names the colour to play", who=the(self.who))
        return _("{who} names the colour to play next (any colour, the current one included)", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
