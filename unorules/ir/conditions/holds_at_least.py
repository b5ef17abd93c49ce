"""The HoldsAtLeast condition: the subject holds N or more cards (and what every hand-size
condition shares)."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Lowering, Probe, SymProbe
from unorules.ir.subjects import seats, the


@frozen
class HandSize(Cond):
    """A condition on the size of the subject's hand, counted when it is asked (after the
    effects before it). Its subclasses say which sizes pass (``passes``) and in words."""

    places: ClassVar[frozenset[str] | None] = frozenset({"guard", "report"})
    who: str
    n: int

    def passes(self, size: Any) -> Any:
        raise NotImplementedError

    def sizes(self) -> str:
        raise NotImplementedError

    def place_refused(self, place: str) -> str:
        why = "a hand's size can only be asked in an effect's 'if' or a report's 'while'"
        if place.split()[0] in ("play", "require"):
            # What a play or restriction can ask of the hand: whether the card is its last.
            why += "; to refuse a player's last card, write 'not last card' (e.g. 'require skip: not last card')"
        return why

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        got = seats(self.who, p.player, p.players, p.direction, p.dealer, p.target)
        if not got or not p.sizes:
            return False
        return all(bool(self.passes(p.sizes[seat])) for seat in got)

    def symbolic(self, p: SymProbe) -> Any:
        return p.sizes_hold(self.who, self.passes)

    def english(self) -> str:
        return _("{who} holds {cards}", who=the(self.who), cards=self.sizes())

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class HoldsAtLeast(HandSize):
    """The subject holds N or more cards (asked by an effect's ``if`` or a report), counted
    when the condition is asked: after the effects before it."""

    phrase: ClassVar[str] = 'who "holds" INT "or" "more" "cards"'
    example: ClassVar[str] = "on wild_draw_ten: next draws 10, next loses turn, next draws 1 if next holds 25 or more cards"

    def passes(self, size: Any) -> Any:
        return size >= self.n

    def sizes(self) -> str:
        return _("{n} or more cards", n=self.n)

    def lowered(self, k: Lowering) -> list[int]:
        # One operand packs the count, exactness and the subject word: n * 16 + exact * 8 + word.
        return [k.op("C_HOLDS"), int(self.n) * 16 + k.word(self.who)]
