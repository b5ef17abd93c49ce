"""Per-player statuses: what a variant declares with ``status NAME: ...``.

A status is held by a seat for a number of its own turn starts (``turns``): when that
seat's turn begins, the count goes down by one, and at 0 the status is over. Effects
give and end it (``next holds pose``, ``target releases pose``); a condition asks about it
(``while target holds pose``). The engine keeps one count per status per seat.
"""

from __future__ import annotations

from attrs import frozen

from unorules.i18n import _, current, ngettext, pgettext_or


@frozen
class StatusRule:
    name: str
    turns: int  # the holder's turn starts it lasts for: 2 = through the coming turn

    def english(self) -> str:
        return _("{status} {lasting}", status=a_status(self.name), lasting=lasting(self.turns))


def article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def a_status(name: str) -> str:
    """A status by its name, with an article where the language has one: ``a pose``.
    The name comes from the variant file; a catalog may translate it (context
    ``status``)."""
    word = pgettext_or("status", name.replace("_", " "))
    return f"{article(word)} {word}" if current() == "en" else word


def lasting(turns: int) -> str:
    """How long a status given now lasts, in words."""
    if turns == 1:
        return _("lasts until its holder's next turn begins")
    if turns == 2:
        # "Its holder's own": the Turkish and Russian readers took the holder for the card's
        # player (tr4-7, ru4-9), and "through the coming turn" for that turn only.
        return _("lasts through its holder's own next turn and ends only when their turn comes round again")
    return ngettext("lasts until its holder's turn has begun {n} time",
                    "lasts until its holder's turn has begun {n} times", turns)
