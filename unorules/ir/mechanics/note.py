"""``note``, ``quote`` and ``reading``: text about the clause above."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class NoteClause(Clause):
    """A note on the clause above it, shown with that rule in the rule book."""

    kind: ClassVar[str] = "note"
    phrase: ClassVar[str] = '"note" STRING'
    example: ClassVar[str] = 'note "Shout it, do not whisper."'
    value: str
    style: str = "note"  # note | quote | reading
    gloss: str = ""  # a quote's English
