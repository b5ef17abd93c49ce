"""``colours red, yellow, ...``: the colours of the deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class ColoursClause(Clause):
    """The colours of the deck (of its first side, for two-sided cards)."""

    kind: ClassVar[str] = "colours"
    phrase: ClassVar[str] = '("colours" | "colors") NAME ("," NAME)*'
    example: ClassVar[str] = "colours red, yellow, green, blue"
    colours: tuple[str, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(colours=tuple(str(c) for c in values), **pos)
