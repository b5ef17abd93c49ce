"""``colours red, yellow, ...``: the colours of the deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _, join_and
from unorules.ir.mechanic import Clause
from unorules.ir.readers import Changes, Lowering


@frozen(kw_only=True)
class ColoursClause(Clause):
    """The colours of the deck (of its first side, for two-sided cards)."""

    kind: ClassVar[str] = "colours"
    read_by: ClassVar[str] = "the compiler's deck"
    phrase: ClassVar[str] = '("colours" | "colors") NAME ("," NAME)*'
    example: ClassVar[str] = "colours red, yellow, green, blue"
    colours: tuple[str, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(colours=tuple(str(c) for c in values), **pos)

    symbolic_none: ClassVar[str] = ("the colours: the model's table numbers them (Shape), whichever side "
                                   "is up")
    kernel_reads: ClassVar[tuple[str, ...]] = ("all_colours",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_NCOLOURS",)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (len(rules.all_colours),)

    tells: ClassVar[tuple[str, ...]] = ("colours",)
    told_at: ClassVar[int] = 10

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        if r.colours != p.colours:
            w.now(cls.tells, w.esc(_("Colours")), w.esc(join_and([w.colour(c) for c in r.colours])),
                  w.esc(join_and([w.colour(c) for c in p.colours])))
