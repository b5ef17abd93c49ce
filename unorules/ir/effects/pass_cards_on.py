"""The PassCardsOn effect: every player passes N cards of their choice to the next player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import ngettext
from unorules.ir.effects.base import Effect
from unorules.ir.effects.pass_cards import KERNEL_REFUSAL, another, ask, given, start
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import OTHERS


@frozen
class PassCardsOn(Effect):
    """Every player picks N cards of their hand, in turn from the player who played the
    card, and once all have picked, each passes them to the next player in the direction
    of play: nobody passes on a card just received."""

    phrase: ClassVar[str] = '"hands" "pass" "on" INT ("card" | "cards")'
    example: ClassVar[str] = 'on 0: hands pass on 1 card'
    kernel_refusal: ClassVar[str] = KERNEL_REFUSAL
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})
    every_seat: ClassVar[bool] = True
    picks_cards: ClassVar[bool] = True
    n: int

    def problem(self) -> tuple[str, str]:
        if self.n < 1:
            return (f"hands pass on at least 1 card, not {self.n}", "write 'hands pass on 1 card'")
        return ("", "")

    def givers(self, t: Table, ctx: Ctx) -> Sequence[int]:
        return (ctx.player, *t.seats(OTHERS, ctx))

    def receiver(self, t: Table, ctx: Ctx, giver: int) -> int:
        seats = self.givers(t, ctx)
        return seats[(seats.index(giver) + 1) % len(seats)]

    def run(self, t: Table, ctx: Ctx) -> None:
        start(self, t, ctx)

    def picked(self, t: Table, ctx: Ctx) -> None:
        ask(self, t, ctx)

    def symbolic(self, z: SymTable) -> None:
        # Every other player still in holds a card (an empty hand has ended the round);
        # the player may not, after their last card.
        z.chooser = z.z3.If(z.hand(z.player) >= 1, z.player, z.seat_after(z.player))
        z.chooser_set = z.z3.BoolVal(True)

    def symbolic_picked(self, z: SymTable) -> None:
        zz = z.z3
        more = another(z, self.n)
        nxt = z.seat_after(z.to_act)
        z.chooser = zz.If(more, z.to_act, nxt)
        z.chooser_set = zz.Or(more, nxt != z.player)
        moved = z.fork()
        moved.hands = self.passed(moved)
        z.merge(zz.Not(z.chooser_set), moved)

    def symbolic_picks(self, z: SymTable, player: object) -> object:
        return z.hand(z.to_act) >= 1

    def passed(self, z: SymTable) -> list[Any]:
        """The counts once every seat gave N (or all it holds) to the next seat in the
        direction of play, and received as many as the seat before it gave."""
        zz = z.z3
        old = list(z.hands)
        last = len(old) - 1
        give = [given(z, h, self.n) for h in old]

        def before(j: int) -> Any:  # what seat j - 1 (mod n) gives
            return give[j - 1] if j else z.hand(z.n - 1, give)

        def after(j: int) -> Any:  # what seat j + 1 (mod n) gives
            return zz.If(z.n == j + 1, give[0], give[j + 1]) if j < last else give[0]

        forward = z.direction == 1
        passed = [zz.If(z.n > j, h - give[j] + zz.If(forward, before(j), after(j)), h) for j, h in enumerate(old)]
        if not z.shape.knock_out:
            return passed
        # With seats knocked out the cards pass among the seats still in: each of those
        # receives what one other of them gave (which one is a choice the engine check
        # pins), and as many cards are received as are given.
        got, received = [], []
        inside = [zz.And(z.n > i, z.out[i] == 0) for i in range(len(old))]
        for j in range(len(old)):
            r = z.choose_count("cards_received", self.n)
            z.constraints.append(zz.If(inside[j], zz.Or(*(zz.And(inside[i], r == give[i])
                                                         for i in range(len(old)) if i != j)), r == 0))
            received.append(r)
            got.append(zz.If(inside[j], old[j] - give[j] + r, old[j]))
        z.constraints.append(zz.Sum(received) == zz.Sum([zz.If(inside[i], give[i], 0) for i in range(len(old))]))
        anyone = z.anyone_out()
        return [zz.If(anyone, g, p) for g, p in zip(got, passed, strict=True)]

    def english(self) -> str:
        return ngettext(
            "every player picks {n} card of their hand, in turn from the player who played the card; once "
            "all have picked, each passes it to the next player in the direction of play, so nobody passes "
            "on a card just received",
            "every player picks {n} cards of their hand, in turn from the player who played the card; once "
            "all have picked, each passes them to the next player in the direction of play, so nobody passes "
            "on a card just received", self.n)
