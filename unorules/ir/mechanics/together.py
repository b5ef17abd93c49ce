"""``together CARDS: CONDITION``: cards played together in one turn."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.selector import Selector


def together_key(selector: Selector | str) -> str:
    return f"together {selector}"


@frozen(kw_only=True)
class TogetherClause(Clause):
    """``together <cards>: <condition>``: after playing such a card, the player may
    add more of them, one at a time, each meeting the condition against the card just
    laid; the last one's colour counts."""

    kind: ClassVar[str] = "together"
    phrase: ClassVar[str] = '"together" selector ":" cond'
    key_phrase: ClassVar[str] = '"together" selector'
    example: ClassVar[str] = "together number cards: same face"
    selector: Selector
    cond: Cond

    @property
    def key(self) -> str:
        return together_key(self.selector)

    stage: ClassVar[int] = 7

    @classmethod
    def compile(cls, clauses: list[TogetherClause], c: Compiling) -> dict[str, Any]:
        """Which kinds, and what each added card must meet."""
        if not clauses:
            return {"together": None, "together_kinds": frozenset()}
        if len(clauses) > 1:
            raise c.error(clauses[1], f"only one 'together' clause is allowed ('{clauses[0].key}' is another)",
                          hint=f"remove one, or write 'without {clauses[0].key}' to drop the parent's")
        cl = clauses[0]
        c.check_cond(cl, "play", cl.cond)
        names = c.covered(cl, cl.selector)
        effects = dict(c.fields["on"])
        for name in names:
            busy = [e for e in effects.get(name, ()) if not e.is_noop]
            if busy:
                raise c.error(cl, f"card {name} does something when played "
                                  f"({', '.join(e.english() for e in busy)}), so it "
                                  "cannot be played together with others: whose effect would count is not said",
                              hint="name only cards that do nothing, as in 'together number cards: same face'")
        if not names:
            raise c.error(cl, f"no card is covered by '{cl.selector}'",
                          hint="name cards, as in 'together 1 to 9: same face'")
        return {"together": cl.cond, "together_kinds": frozenset(names)}
