"""``last card: ...``: what a player's last card still does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class LastCardClause(Clause):
    """What still happens when a player's last card is an action card: its draws, all of
    its effects, or nothing."""

    kind: ClassVar[str] = "last_card"
    phrase: ClassVar[str] = '"last" "card" ":" last_card_rule'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "last_card_rule": (
            alt('"draws" "apply"', rule="draws"),
            alt('"everything" "applies"', rule="everything"),
            alt('"nothing" "applies"', rule="nothing"),
        ),
    }
    example: ClassVar[str] = "last card: draws apply"
    rule: str  # "draws" | "everything" | "nothing"

    @property
    def key(self) -> str:
        return "last card"

    kernel_reads: ClassVar[tuple[str, ...]] = ("last_card",)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        if rules.last_card not in ("draws", "nothing", "everything"):
            return f"the kernel does not know the last-card rule {rules.last_card!r}"
        return ""

    stage: ClassVar[int] = 11

    @classmethod
    def compile(cls, clauses: list[LastCardClause], c: Compiling) -> dict[str, Any]:
        return {"last_card": clauses[0].rule if clauses else "draws"}

    tells: ClassVar[tuple[str, ...]] = ("last_card",)
    told_at: ClassVar[int] = 230

    @classmethod
    def changes(cls, w: Changes) -> None:
        cls.told_if_changed(w, _("The last card"), w.last_card_text)
