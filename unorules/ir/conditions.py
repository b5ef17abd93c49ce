"""Conditions: when a card may be played, jumped in, or a report made.

A condition is evaluated against a :class:`Probe` (the card in question, the top of
the discard pile, the active colour and the hand around it). ``local`` conditions
depend only on (card, top, colour), which lets the engine memoise playability.
"""

from __future__ import annotations

from typing import Any

from attrs import frozen

from unorules.ir.readers import Probe, SymProbe
from unorules.ir.subjects import NOUN


@frozen
class Cond:
    """Base class of conditions."""

    @property
    def local(self) -> bool:
        return True

    def holds(self, p: Probe) -> bool:
        raise NotImplementedError

    def symbolic(self, p: SymProbe) -> Any:
        """The Z3 meaning: a Bool term over the symbolic probe ``p``."""
        raise NotImplementedError(f"{type(self).__name__} has no symbolic meaning yet")

    def english(self) -> str:
        raise NotImplementedError

    def walk(self) -> tuple[Cond, ...]:
        return (self,)


@frozen
class Always(Cond):
    def holds(self, p: Probe) -> bool:
        return True

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.BoolVal(True)

    def english(self) -> str:
        return "at any time"


@frozen
class SameColour(Cond):
    def holds(self, p: Probe) -> bool:
        return p.card.color is not None and p.card.color == p.color

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.And(p.card_colour >= 0, p.card_colour == p.colour)

    def english(self) -> str:
        return "its colour is the active colour"


@frozen
class SameFace(Cond):
    def holds(self, p: Probe) -> bool:
        return p.card.kind == p.top.kind

    def symbolic(self, p: SymProbe) -> Any:
        return p.card_kind == p.top_kind

    def english(self) -> str:
        return "it shows the same number or symbol as the top card"


@frozen
class NoActiveColourInHand(Cond):
    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return all(c.color != p.color for c in p.hand)

    def symbolic(self, p: SymProbe) -> Any:
        return p.hand_count(p.colour) == 0

    def english(self) -> str:
        return "the player holds no other card of the active colour"


@frozen
class PlayerCount(Cond):
    n: int

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return p.players == self.n

    def symbolic(self, p: SymProbe) -> Any:
        return p.n == self.n

    def english(self) -> str:
        return f"there are exactly {self.n} players"


@frozen
class HoldsPose(Cond):
    who: str

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return p.target_holds_pose

    def symbolic(self, p: SymProbe) -> Any:
        return p.target_holds_pose

    def english(self) -> str:
        return f"the {_noun(self.who)} must still be holding a pose"


@frozen
class Not(Cond):
    inner: Cond

    @property
    def local(self) -> bool:
        return self.inner.local

    def holds(self, p: Probe) -> bool:
        return not self.inner.holds(p)

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.Not(self.inner.symbolic(p))

    def english(self) -> str:
        return f"it is not the case that {self.inner.english()}"

    def walk(self) -> tuple[Cond, ...]:
        return (self, *self.inner.walk())


@frozen
class And(Cond):
    left: Cond
    right: Cond

    @property
    def local(self) -> bool:
        return self.left.local and self.right.local

    def holds(self, p: Probe) -> bool:
        return self.left.holds(p) and self.right.holds(p)

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.And(self.left.symbolic(p), self.right.symbolic(p))

    def english(self) -> str:
        return f"{self.left.english()} and {self.right.english()}"

    def walk(self) -> tuple[Cond, ...]:
        return (self, *self.left.walk(), *self.right.walk())


@frozen
class Or(Cond):
    left: Cond
    right: Cond

    @property
    def local(self) -> bool:
        return self.left.local and self.right.local

    def holds(self, p: Probe) -> bool:
        return self.left.holds(p) or self.right.holds(p)

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.Or(self.left.symbolic(p), self.right.symbolic(p))

    def english(self) -> str:
        return f"{self.left.english()}, or {self.right.english()}"

    def walk(self) -> tuple[Cond, ...]:
        return (self, *self.left.walk(), *self.right.walk())


def _noun(who: str) -> str:
    return NOUN.get(who, who)
