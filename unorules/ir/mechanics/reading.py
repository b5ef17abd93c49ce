"""``reading "..."``: how the rule above is played where its rule sheet is open."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import NoteClause, tagged


@frozen(kw_only=True)
class ReadingClause(NoteClause):
    """How the clause above is played where the rule sheet it follows is open or silent,
    or what the players agree before the game: text for players (``reading[ru] "..."``
    translates it)."""

    phrase: ClassVar[str] = '"reading" LANG? STRING'
    example: ClassVar[str] = 'reading "A card drawn may be played at once."'

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        lang, text = tagged(values, "reading")
        return NoteClause(value=text, style="reading", lang=lang, **pos)

    no_rule: ClassVar[str] = "a reading for players of the rule it follows, printed with it"
