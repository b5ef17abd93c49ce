"""Cards: a card is its kind and, for coloured kinds, its colour; a two-sided card
(UNO Flip) also carries its other face."""

from __future__ import annotations

from functools import total_ordering
from typing import Any

from attrs import frozen

Face = tuple[str, str | None]  # (kind, colour) of one face of a card

# Every Card with the same kind, colour and back is one object (see Card.__new__).
_INTERNED: dict[tuple[str, str | None, Face | None], Card] = {}


@total_ordering
@frozen(eq=False)
class Card:
    """One card, written ``"<colour> <kind>"`` or, for colourless kinds, ``"<kind>"``.

    Two physical copies of the same card are equal; the deck is the multiset.

    A two-sided card's ``kind`` and ``color`` are its face up, and ``back`` the
    (kind, colour) of the face down, written ``"red 5 / pink 2"``. Every reader of a
    card's kind and colour therefore reads the face up without knowing of sides, and
    ``flipped()`` is the same physical card turned over.

    Cards are interned: ``Card("5", "red") is Card("5", "red")``. Equality and
    hashing are then object identity, which Python does in C; the engine hashes
    and compares cards on every action (playability tables, hands, the discard),
    and attrs' generated ``__eq__``/``__hash__`` were a Python call each time.
    """

    kind: str
    color: str | None = None
    back: Face | None = None

    def __new__(cls, kind: str, color: str | None = None, back: Face | None = None) -> Card:
        key = (kind, color, back)
        card = _INTERNED.get(key)
        if card is None:
            card = super().__new__(cls)
            card = _INTERNED.setdefault(key, card)
        return card

    # Copies and unpickled cards go back through __new__, so they stay the one object.
    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.kind, self.color, self.back))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key() < other._key()

    def _key(self) -> tuple[str, str, str, str]:
        back = self.back or ("", "")
        return (self.kind, self.color or "", back[0], back[1] or "")

    def flipped(self) -> Card:
        """The same physical card turned over (a one-sided card is itself)."""
        if self.back is None:
            return self
        return Card(self.back[0], self.back[1], (self.kind, self.color))

    @property
    def face(self) -> Card:
        """The face up alone, as a one-sided card (what is seen of it from its front)."""
        return self if self.back is None else Card(self.kind, self.color)

    @property
    def back_face(self) -> Card | None:
        """The face down alone (what the other players see of a held card), or None."""
        return None if self.back is None else Card(self.back[0], self.back[1])

    def __str__(self) -> str:
        up = self.kind if self.color is None else f"{self.color} {self.kind}"
        if self.back is None:
            return up
        return f"{up} / {self.back[0] if self.back[1] is None else f'{self.back[1]} {self.back[0]}'}"

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
    side: str = ""  # of a two-sided deck: the side its faces are on ("": every side)

    def total(self, colours: int) -> int:
        return self.count * colours if self.coloured else self.count
