"""Conditions: when a card may be played, jumped in, or a report made.

A condition is evaluated against a :class:`Probe` (the card in question, the top of
the discard pile, the active colour and the hand around it). ``local`` conditions
depend only on (card, top, colour), which lets the engine memoise playability.
"""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.primitive import Primitive
from unorules.ir.readers import Probe, SymProbe


@frozen
class Cond(Primitive):
    """Base class of conditions."""

    kind: ClassVar[str] = "condition"
    # It reads what only the action that plays the card knows (the card it covered): the
    # compiler refuses it in effects that wait for a colour another player names.
    reads_the_play: ClassVar[bool] = False

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

    def needs_held(self) -> frozenset[str]:
        """Statuses some seat must hold for the condition to hold (the engine skips the
        condition while nobody holds one of them); a condition that needs none: empty."""
        return frozenset()


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
        return _("it is not the case that {condition}", condition=self.inner.english())

    def walk(self) -> tuple[Cond, ...]:
        return (self, *self.inner.walk())


@frozen
class Connective(Cond):
    """Two conditions joined: ``and``/``or`` differ only in how they combine."""

    left: Cond
    right: Cond

    @property
    def local(self) -> bool:
        return self.left.local and self.right.local

    def walk(self) -> tuple[Cond, ...]:
        return (self, *self.left.walk(), *self.right.walk())


@frozen
class And(Connective):
    def holds(self, p: Probe) -> bool:
        return self.left.holds(p) and self.right.holds(p)

    def needs_held(self) -> frozenset[str]:
        return self.left.needs_held() | self.right.needs_held()

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.And(self.left.symbolic(p), self.right.symbolic(p))

    def english(self) -> str:
        return _("{left} and {right}", left=self.left.english(), right=self.right.english())


@frozen
class Or(Connective):
    def holds(self, p: Probe) -> bool:
        return self.left.holds(p) or self.right.holds(p)

    def needs_held(self) -> frozenset[str]:
        return self.left.needs_held() & self.right.needs_held()

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.Or(self.left.symbolic(p), self.right.symbolic(p))

    def english(self) -> str:
        return _("{left}, or {right}", left=self.left.english(), right=self.right.english())
