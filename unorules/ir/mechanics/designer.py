"""``designer "..."``: a note for the file's designers, never for players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import NoteClause


@frozen(kw_only=True)
class DesignerClause(NoteClause):
    """For whoever edits the file: where the clause above comes from, why a reading was
    chosen, what the verifier proves of it. Only the English rule book's designer
    appendix shows it."""

    phrase: ClassVar[str] = '"designer" STRING'
    example: ClassVar[str] = 'designer "The sheet says one card; the official rules say two."'

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return NoteClause(value=values[0], style="designer", **pos)

    no_rule: ClassVar[str] = "a note for the file's editors, never shown to players"
