"""``reading "..."``: why the file reads its rule sheet so."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import NoteClause


@frozen(kw_only=True)
class ReadingClause(NoteClause):
    """Why the clause above reads its rule sheet as it does: a reading for players."""

    phrase: ClassVar[str] = '"reading" STRING'
    example: ClassVar[str] = 'reading "A card drawn may be played at once."'

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return NoteClause(value=values[0], style="reading", **pos)
