"""The TurnOver effect: every card of the game turns over (UNO Flip)."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class TurnOver(Effect):
    """Everything turns over: the discard pile as one stack (its bottom card, other face
    up, becomes the top), the draw pile, and every hand; the other side is then up.
    If the new top card shows no colour (a wild face), the next player names the colour."""

    phrase: ClassVar[str] = '"everything" "turns" "over"'
    kernel_op: ClassVar[str] = "E_TURN_OVER"
    example: ClassVar[str] = 'on flip: everything turns over'
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})
    every_seat: ClassVar[bool] = True
    sets_colour: ClassVar[bool] = True
    needs_sides: ClassVar[bool] = True

    def place_refused(self, place: str) -> str:
        return ("'everything turns over' is said of a card played in a turn: every round is dealt "
                "with its first side up, so write it in an 'on' clause")

    def run(self, t: Table, ctx: Ctx) -> None:
        # Turning a stack over reverses its order and shows each card's other face.
        t.discard = [c.flipped() for c in reversed(t.discard)]
        t.draw = [c.flipped() for c in reversed(t.draw)]
        for hand in t.hands:
            hand[:] = [c.flipped() for c in hand]
        t.side = 1 - t.side
        colour = t.discard[-1].color
        t.color = colour
        if colour is None:
            (t.chooser,) = t.seats("next", ctx)

    def fast(self, f: FastPlay) -> bool:
        f.turn_over()
        return f.colour is not None  # a wild face on top: the next player names the colour later

    def symbolic(self, z: SymTable) -> None:
        # No card moves: every zone keeps its count, and the other side is up. What the
        # new top card is, the counts cannot tell: a choice of any face of that side, and
        # a wild face has the next player name the colour.
        zz = z.z3
        z.side = 1 - z.side
        kind, colour = z.choose_top("turned_up")
        z.top_kind, z.top_colour = kind, colour
        wild = colour == -1
        z.colour = colour
        nxt = z.seat_after(z.player)
        z.chooser = zz.If(wild, nxt, z.chooser)
        z.chooser_set = zz.Or(z.chooser_set, wild)
        z.split = None  # every hand now shows its other faces: the split by colour is gone

    def english(self) -> str:
        return _("everything turns over: the discard pile as one stack, so that its bottom card shows "
                 "its other face on top, the draw pile and every hand; the other side is now up, and if "
                 "the new top card is a wild face, the next player names the colour")
