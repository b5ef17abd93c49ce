"""Which card kinds a clause is about: named kinds, all number cards, or any card."""

from __future__ import annotations

from attrs import frozen


@frozen
class Selector:
    """Which card kinds a clause is about: named kinds, all number cards, or any card."""

    what: str  # "kinds" | "numbers" | "any"
    names: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.what == "any":
            return "any card"
        if self.what == "numbers":
            return "number cards"
        return ", ".join(self.names)
