"""``stack CARD on CARD``: answering a pending draw with another card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.effects.base import flat
from unorules.ir.mechanic import Clause, Compiling


@frozen(kw_only=True)
class StackClause(Clause):
    """While the draw a card passed on is pending, another card may answer it."""

    kind: ClassVar[str] = "stack"
    phrase: ClassVar[str] = '"stack" kind "on" kind'
    key_phrase: ClassVar[str] = '"stack" kind "on" kind'
    example: ClassVar[str] = "stack draw_two on draw_two"
    card: str
    on: str

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        return f"stack {values[0]} on {values[1]}"

    @property
    def key(self) -> str:
        return f"stack {self.card} on {self.on}"

    stage: ClassVar[int] = 5  # after the challenges, whose outcomes may pass a draw on

    @classmethod
    def compile(cls, clauses: list[StackClause], c: Compiling) -> dict[str, Any]:
        """``stack A on B``: while the draw B passed on is pending, A may answer it. B must
        pass a draw on (in its 'on' clause or a challenge outcome), or itself answer one (a
        Reverse that bounced the total back); A need not add to the total."""
        on = dict(c.fields["on"])
        passes = {k for k, effs in on.items() if any(e.passes_draw for e in flat(effs))}
        for ch in c.fields["challenges"]:
            if any(e.passes_draw for effs in (ch.accepted, ch.guilty, ch.innocent) for e in flat(effs)):
                passes.add(ch.kind)
        pairs = [(cl, c.known(cl, cl.card), c.known(cl, cl.on)) for cl in clauses]
        answers = {card for _, card, _ in pairs}
        if pairs and not passes:
            cl = pairs[0][0]
            raise c.error(cl, "no card passes a draw on, so nothing can be stacked",
                          hint=f"give a card a stackable draw: 'on {pairs[0][2]}: next draws 2 or stacks'")
        for cl, _card, under in pairs:
            if under not in passes and under not in answers:
                raise c.error(cl, f"{under} neither passes a draw on nor answers one, so no draw is ever "
                                  f"pending on it and nothing can be stacked on it",
                              hint=f"give it a stackable draw: 'on {under}: next draws 2 or stacks'")
        return {"stacks": tuple((card, under) for _, card, under in pairs)}
