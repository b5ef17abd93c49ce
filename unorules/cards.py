"""Cards: a card is its kind and, for coloured kinds, its colour."""

from __future__ import annotations

from functools import total_ordering
from typing import Any

from attrs import frozen

# Every Card with the same kind and colour is one object (see Card.__new__).
_INTERNED: dict[tuple[str, str | None], Card] = {}


@total_ordering
@frozen(eq=False)
class Card:
    """One card, written ``"<colour> <kind>"`` or, for colourless kinds, ``"<kind>"``.

    Two physical copies of the same card are equal; the deck is the multiset.

    Cards are interned: ``Card("5", "red") is Card("5", "red")``. Equality and
    hashing are then object identity, which Python does in C; the engine hashes
    and compares cards on every action (playability tables, hands, the discard),
    and attrs' generated ``__eq__``/``__hash__`` were a Python call each time.
    """

    kind: str
    color: str | None = None

    def __new__(cls, kind: str, color: str | None = None) -> Card:
        key = (kind, color)
        card = _INTERNED.get(key)
        if card is None:
            card = super().__new__(cls)
            card = _INTERNED.setdefault(key, card)
        return card

    # Copies and unpickled cards go back through __new__, so they stay the one object.
    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.kind, self.color))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.kind, self.color or "") < (other.kind, other.color or "")

    def __str__(self) -> str:
        return self.kind if self.color is None else f"{self.color} {self.kind}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


@frozen
class CardKind:
    """A kind of card as the variant file declares it."""

    name: str
    coloured: bool
    count: int  # per colour when coloured, in all otherwise
    number: int | None  # face value of number cards
    points: int
    aliases: tuple[str, ...] = ()
    line: int = 0

    def total(self, colours: int) -> int:
        return self.count * colours if self.coloured else self.count
