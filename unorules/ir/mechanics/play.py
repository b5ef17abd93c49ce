"""``play CARDS: CONDITION``: when a card may be played."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import N_, _, capitalize
from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause, per_kind
from unorules.ir.readers import Changes, Lowering
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

    symbolic_none: ClassVar[str] = ("a card's play rule: the model's legality (Model.legal), as "
                                   "engine.legality's")
    kernel_reads: ClassVar[tuple[str, ...]] = ("play_of",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_NO_OTHER",)

    @classmethod
    def kernel_other(cls, rules: Any) -> Cond | None:
        """The first condition of a play rule or a requirement that asks for the player's
        other playable cards, or None: the machine then tabulates play rules alone."""
        conds = (*rules.play_of.values(), *rules.require_of.values())
        return next((c for cond in conds if cond is not None for c in cond.walk() if c.kernel_asks_other_plays),
                    None)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        other = cls.kernel_other(rules)
        if other is None:
            return ""
        for kind, cond in rules.play_of.items():
            if any(c.kernel_reads_hand for c in cond.walk()):
                return (f"the kernel refuses {type(other).__name__} ({other.english()}) beside a play rule that "
                        f"reads the hand ({kind}: {cond.english()}): it tabulates play rules alone; play this "
                        "variant with the Python engine")
        return ""

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (int(cls.kernel_other(rules) is not None),)

    tells: ClassVar[tuple[str, ...]] = ("play",)
    told_at: ClassVar[int] = 80

    @classmethod
    def changes(cls, w: Changes) -> None:
        per_kind(w, cls.tells, N_("{cards}, when it may be played"), w.rules.play_of, w.parent.play_of,
                 lambda c: w.esc(capitalize(w.when(c))) + "." if c is not None else w.esc(_("never")))
