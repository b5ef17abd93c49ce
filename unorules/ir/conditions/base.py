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
from unorules.ir.readers import Lowering, Probe, SymProbe


@frozen
class Cond(Primitive):
    """Base class of conditions."""

    kind: ClassVar[str] = "condition"
    # It reads what only the action that plays the card knows (the card it covered): the
    # compiler refuses it in effects that wait for a colour another player names.
    reads_the_play: ClassVar[bool] = False
    # What the kernel must know of it (it tabulates play conditions of the card, the top
    # card and the colour): it reads the hand; it asks whether a seat has a playable card
    # (a guard fills that seat's row first); it asks whether another card may be played.
    kernel_reads_hand: ClassVar[bool] = False
    kernel_asks_playable: ClassVar[bool] = False
    kernel_asks_other_plays: ClassVar[bool] = False

    def lowered(self, k: Lowering) -> list[int]:
        """The kernel's postfix (op, arg) pairs: ``kernel_op`` with its one operand, if any."""
        if not self.kernel_op:
            raise NotImplementedError
        return [k.op(self.kernel_op), *(self.operand(k, n) for n in self.kernel_operands)] + [0] * (
            1 - len(self.kernel_operands))

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

    def lowered(self, k: Lowering) -> list[int]:
        return [*k.cond_ops(self.inner), k.op("C_NOT"), 0]


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

    def lowered(self, k: Lowering) -> list[int]:
        return [*k.cond_ops(self.left), *k.cond_ops(self.right), k.op(self.kernel_op), 0]


@frozen
class And(Connective):
    kernel_op: ClassVar[str] = "C_AND"

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
    kernel_op: ClassVar[str] = "C_OR"

    def holds(self, p: Probe) -> bool:
        return self.left.holds(p) or self.right.holds(p)

    def needs_held(self) -> frozenset[str]:
        return self.left.needs_held() & self.right.needs_held()

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.Or(self.left.symbolic(p), self.right.symbolic(p))

    def english(self) -> str:
        return _("{left}, or {right}", left=self.left.english(), right=self.right.english())
