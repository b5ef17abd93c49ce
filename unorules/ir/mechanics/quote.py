"""``quote "..." means "..."``: the rule sheet's words a clause follows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import NoteClause


@frozen(kw_only=True)
class QuoteClause(NoteClause):
    """The words of the rule sheet the clause above follows, optionally with their English."""

    phrase: ClassVar[str] = '"quote" STRING ("means" STRING)?'
    example: ClassVar[str] = 'quote "Reverse acts as Skip" means "with two players"'

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return NoteClause(value=values[0], style="quote", gloss=values[1] if len(values) > 1 else "", **pos)

    no_rule: ClassVar[str] = "the rule sheet's own words, for the file's editors"
