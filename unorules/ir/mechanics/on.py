"""``on CARDS: EFFECTS``: what a played card does."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import N_
from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, per_kind
from unorules.ir.readers import Changes
from unorules.ir.selector import Selector


@frozen(kw_only=True)
class OnClause(Clause):
    """``on <cards>: <effects>``: what a played card does."""

    kind: ClassVar[str] = "on"
    read_by: ClassVar[str] = "the compiler's rules of each card kind"
    phrase: ClassVar[str] = '"on" selector ":" effects'
    key_phrase: ClassVar[str] = '"on" selector'
    example: ClassVar[str] = "on skip: next loses turn"
    selector: Selector
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"{self.kind} {self.selector}"

    symbolic_none: ClassVar[str] = ("a card's effects: the model's play step runs them, as engine/core's "
                                   "play does")
    kernel_reads: ClassVar[tuple[str, ...]] = ("clause",)
    tells: ClassVar[tuple[str, ...]] = ("on",)
    told_at: ClassVar[int] = 100

    @classmethod
    def changes(cls, w: Changes) -> None:
        per_kind(w, cls.tells, N_("{cards}, when played"), w.rules.on_of, w.parent.on_of,
                 lambda e: w.sentence(e or (), "on"))
