"""Per-player statuses: what a variant declares with ``status NAME: ...``.

A status is held by a seat for a number of its own turn starts (``turns``): when that
seat's turn begins, the count goes down by one, and at 0 the status is over. Effects
give and end it (``next holds pose``, ``target releases pose``); a condition asks about it
(``while target holds pose``). The engine keeps one count per status per seat.
"""

from __future__ import annotations

from attrs import frozen


@frozen
class StatusRule:
    name: str
    turns: int  # the holder's turn starts it lasts for: 2 = through the coming turn

    def english(self) -> str:
        return f"{article(self.name)} {self.name} {lasting(self.turns)}"


def article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def lasting(turns: int) -> str:
    """How long a status given now lasts, in words."""
    if turns == 1:
        return "lasts until its holder's next turn begins"
    if turns == 2:
        return "lasts through its holder's coming turn, until their turn comes round again"
    return f"lasts until its holder's turn has begun {turns} times"
