"""``require CARDS: CONDITION``: a restriction on playing a card."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import N_, _
from unorules.ir.mechanic import per_kind
from unorules.ir.mechanics.play import PlayClause
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class RequireClause(PlayClause):
    """``require <cards>: <condition>``: a restriction (a challenge judges it, if any)."""

    kind: ClassVar[str] = "require"
    read_by: ClassVar[str] = "the compiler's rules of each card kind"
    phrase: ClassVar[str] = '"require" selector ":" cond'
    key_phrase: ClassVar[str] = '"require" selector'
    example: ClassVar[str] = "require wild_draw_four: no card of active colour in hand"

    symbolic_none: ClassVar[str] = ("a card's restriction: the model's legality (Model.legal, "
                                   "Model.honest), as engine.legality's")
    kernel_reads: ClassVar[tuple[str, ...]] = ("require_of",)
    tells: ClassVar[tuple[str, ...]] = ("require",)
    told_at: ClassVar[int] = 90

    @classmethod
    def changes(cls, w: Changes) -> None:
        per_kind(w, cls.tells, N_("{cards}, restriction"), w.rules.require_of, w.parent.require_of,
                 lambda c: w.esc(_("Only {when}.", when=w.when(c))) if c is not None else w.esc(_("none")))
