"""The PassCards effect: one player picks cards of their hand and passes them to another.

The picks are the players' own actions (a 'choose' naming a card, one per card), made
after the play; the cards stay in the giver's hand until every pick is made, then move
(see ``Effect.picked``). ``start``, ``ask`` and ``hand_over`` are shared with PassCardsOn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from attrs import frozen

from unorules.i18n import ngettext
from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the

KERNEL_REFUSAL = ("cards picked by the players from their hands (the kernel keeps no picks, and "
                  "asks nobody but the player to act)")


class Giving(Protocol):
    """What ``ask`` and ``hand_over`` need of an effect that passes picked cards."""

    @property
    def n(self) -> int: ...

    def givers(self, t: Table, ctx: Ctx) -> Sequence[int]: ...
    def receiver(self, t: Table, ctx: Ctx, giver: int) -> int: ...


def start(e: Giving, t: Table, ctx: Ctx) -> None:
    """The effect's run: nobody has picked yet; the first giver is asked."""
    t.picked = [[] for _ in range(t.players)]
    ask(e, t, ctx)


def ask(e: Giving, t: Table, ctx: Ctx) -> None:
    """Name the first giver, in the effect's order, who still owes a pick (each gives N
    cards, or the whole hand if it holds fewer); when nobody does, the cards move."""
    for seat in e.givers(t, ctx):
        if len(t.picked[seat]) < min(e.n, len(t.hands[seat])):
            t.chooser = seat
            return
    hand_over(e, t, ctx)


def hand_over(e: Giving, t: Table, ctx: Ctx) -> None:
    """Every picked card leaves its giver's hand first, then each arrives in its receiver's
    (after the cards it holds, in the givers' order): a card received is never passed on."""
    moving: list[tuple[int, Any]] = []
    for seat in e.givers(t, ctx):
        for card in t.picked[seat]:
            if card in t.hands[seat]:  # a penalty beside the picks may have taken it
                t.hands[seat].remove(card)
                moving.append((e.receiver(t, ctx, seat), card))
    for seat, card in moving:
        t.hands[seat].append(card)
    t.picked = []


def given(z: SymTable, hand: Any, n: int) -> Any:
    """How many cards a hand of ``hand`` gives: N, or all it holds if fewer."""
    return z.z3.If(hand < n, hand, n)


def another(z: SymTable, n: int) -> Any:
    """The giver to act picks again (a second card of N): the counts cannot tell how many
    they picked already, so it is a choice, possible only with two cards or more."""
    if n == 1:
        return z.z3.BoolVal(False)
    more = z.choice_bool("another card to pick")
    z.constraints.append(z.z3.Implies(more, z.hand(z.to_act) >= 2))
    return more


@frozen
class PassCards(Effect):
    """The subject picks N cards of their hand and passes them to another player (all their
    cards if they hold fewer); the cards move once they are picked."""

    phrase: ClassVar[str] = 'who "passes" INT ("card" | "cards") "to" who'
    example: ClassVar[str] = 'on 7: player passes 1 card to next'
    kernel_refusal: ClassVar[str] = KERNEL_REFUSAL
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})
    # Whom a target names is not kept while the picks wait (the model has no held target).
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"player", "next", "dealer"})
    who_hint: ClassVar[str] = ("cards are passed between the player, the next player and the dealer; "
                               "every player at once: 'hands pass on 1 card'")
    one_seat: ClassVar[bool] = True
    picks_cards: ClassVar[bool] = True
    who: str
    n: int
    to: str

    def problem(self) -> tuple[str, str]:
        if self.n < 1:
            return (f"a player passes at least 1 card, not {self.n}", "write 'passes 1 card to ...'")
        if self.who == self.to:
            return (f"'{self.who}' would pass cards to themselves", "name another player after 'to'")
        return ("", "")

    def givers(self, t: Table, ctx: Ctx) -> Sequence[int]:
        return t.seats(self.who, ctx)

    def receiver(self, t: Table, ctx: Ctx, giver: int) -> int:
        (seat,) = t.seats(self.to, ctx)
        return seat

    def run(self, t: Table, ctx: Ctx) -> None:
        start(self, t, ctx)

    def picked(self, t: Table, ctx: Ctx) -> None:
        ask(self, t, ctx)

    def symbolic(self, z: SymTable) -> None:
        giver = z.one_seat(self.who)
        z.chooser = giver
        z.chooser_set = z.hand(giver) >= 1  # an empty hand gives nothing: nothing waits

    def symbolic_picked(self, z: SymTable) -> None:
        zz = z.z3
        more = another(z, self.n)
        z.chooser = z.to_act
        z.chooser_set = more
        moved = z.fork()
        giver, to = moved.one_seat(self.who), moved.one_seat(self.to)
        give = given(moved, moved.hand(giver), self.n)
        moved.set_hand(giver, moved.hand(giver) - give)
        moved.set_hand(to, moved.hand(to) + give)
        z.merge(zz.Not(more), moved)

    def symbolic_picks(self, z: SymTable, player: object) -> object:
        w = z.fork()
        w.player = player
        return z.z3.And(z.to_act == w.one_seat(self.who), z.hand(z.to_act) >= 1)

    def english(self) -> str:
        return ngettext("{who} picks {n} card of their hand and passes it to {to}",
                        "{who} picks {n} cards of their hand and passes them to {to}",
                        self.n, who=the(self.who), to=the(self.to))

    def subjects(self) -> tuple[str, ...]:
        return (self.who, self.to)
