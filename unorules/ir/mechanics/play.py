"""``play CARDS: CONDITION``: when a card may be played."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import N_, _, capitalize
from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause, per_kind
from unorules.ir.readers import Changes
from unorules.ir.selector import Selector


@frozen(kw_only=True)
class PlayClause(Clause):
    """``play <cards>: <condition>``: when a card may be played."""

    kind: ClassVar[str] = "play"
    read_by: ClassVar[str] = "the compiler's rules of each card kind"
    phrase: ClassVar[str] = '"play" selector ":" cond'
    key_phrase: ClassVar[str] = '"play" selector'
    example: ClassVar[str] = "play any card: same colour or same face"
    selector: Selector
    cond: Cond

    @property
    def key(self) -> str:
        return f"{self.kind} {self.selector}"

    kernel_reads: ClassVar[tuple[str, ...]] = ("play_of",)
    tells: ClassVar[tuple[str, ...]] = ("play",)
    told_at: ClassVar[int] = 80

    @classmethod
    def changes(cls, w: Changes) -> None:
        per_kind(w, cls.tells, N_("{cards}, when it may be played"), w.rules.play_of, w.parent.play_of,
                 lambda c: w.esc(capitalize(w.when(c))) + "." if c is not None else w.esc(_("never")))
