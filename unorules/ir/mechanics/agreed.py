"""``agreed``: the rule above is what the players agree before the game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import NoteClause


@frozen(kw_only=True)
class AgreedClause(NoteClause):
    """The clause above is a table agreement, made before the game (the Russian sheet's
    Wild Custom: the players agree what it does); the file writes the usual one. The rule
    book says so where it states the rule ("what the players agreed; usually ...") instead
    of stating it as fixed. It changes nothing in play."""

    phrase: ClassVar[str] = '"agreed"'
    example: ClassVar[str] = "agreed"

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return NoteClause(value="", style="agreed", **pos)

    no_rule: ClassVar[str] = "it marks the rule it follows as agreed before the game; that rule's kind says it"
