"""Cards: a card is its kind and, for coloured kinds, its colour."""

from __future__ import annotations

from attrs import frozen


@frozen(order=True, cache_hash=True)
class Card:
    """One card, written ``"<colour> <kind>"`` or, for colourless kinds, ``"<kind>"``.

    Two physical copies of the same card are equal; the deck is the multiset.
    """

    kind: str
    color: str | None = None

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
