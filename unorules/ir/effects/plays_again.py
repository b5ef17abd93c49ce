"""The PlaysAgain effect: the player who played the card takes another turn at once."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, Lowering, SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class PlaysAgain(Effect):
    """The player who played the card plays again: every other player's turn is passed
    over (a Skip Everyone), whatever skips or reverses came before it."""

    phrase: ClassVar[str] = 'who "plays" "again"'
    example: ClassVar[str] = "on skip_everyone: player plays again"
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"player"})
    who_hint: ClassVar[str] = "write 'player plays again'"
    moves_turn: ClassVar[bool] = True
    names_next: ClassVar[bool] = True
    who: str

    def place_refused(self, place: str) -> str:
        return "'player plays again' is said of a card played in a turn: write it in an 'on' clause"

    def run(self, t: Table, ctx: Ctx) -> None:
        t.plays_first = ctx.player

    def fast(self, f: FastPlay) -> bool:
        f.plays_first = f.player
        return True

    def symbolic(self, z: SymTable) -> None:
        z.plays_first = z.player
        z.plays_first_set = z.z3.BoolVal(True)

    def english(self) -> str:
        return _("the player plays again: every other player's turn is passed over")

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def lowered(self, k: Lowering) -> list[int]:
        return [k.op("E_PLAYS_FIRST"), k.word("player"), 0, 0]  # the player plays first, again
