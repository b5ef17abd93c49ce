"""``card KINDS: ...``: card kinds, their counts and points."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Part, Refused, alt


@frozen(kw_only=True)
class CardClause(Clause):
    """A card kind: coloured (so many per colour) or not, a number card or not, and what it
    scores left in a hand."""

    kind: ClassVar[str] = "card"
    phrase: ClassVar[str] = '"card" kinds ":" card_prop ("," card_prop)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "card_prop": (
            alt('INT "per" colour_word', "per_colour"),
            alt('INT "without" colour_word', "colourless"),
            alt('"number"', number=True),
            alt('"scores" INT', "points"),
            alt('"scores" "face" "value"', points=None),
            alt('NAME "side"', side=str),
        ),
    }
    key_phrase: ClassVar[str] = '"card" kind'
    example: ClassVar[str] = "card 1 to 9: number, 2 per colour, scores face value"
    name: str
    coloured: bool
    count: int  # per colour when coloured, in all otherwise
    number: bool
    points: int | None  # None: face value
    side: str = ""  # of a two-sided deck: the one side its faces are on ("": every side)

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        names: tuple[str, ...] = values[0]
        counts = [k for k in ("per_colour", "colourless") if k in given]
        label = ", ".join(names)
        if not counts:
            raise Refused(f"card {label} has no count",
                          "add '<n> per colour' for coloured cards or '<n> without colour' for wilds",
                          f"card {label}")
        if len(counts) > 1:
            raise Refused(f"card {label} is given both a per-colour count and a colourless count",
                          "a card kind is either coloured or not", f"card {label}")
        return [cls(name=n, coloured=counts[0] == "per_colour", count=given[counts[0]],
                    number=bool(given.get("number")), points=given.get("points", 0),
                    side=given.get("side", ""), **pos) for n in names]

    @property
    def key(self) -> str:
        return f"card {self.name}"
