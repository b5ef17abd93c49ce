"""Subject words: who an effect or a condition is about, in one place.

Every reader asks this module what a subject word means: the engine which seats it
names (:func:`seats`), the verifier the same as Z3 terms (:func:`symbolic_seats`), the
rule book its noun and its role where it is written (:func:`the`, :func:`role`), and the
compiler where it may be used (:data:`ALLOWED`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from enum import StrEnum
from typing import Any

from unorules.errors import ArgumentError
from unorules.i18n import N_, _, pgettext_if


class Subject(StrEnum):
    PLAYER = "player"
    NEXT = "next"
    TARGET = "target"
    DEALER = "dealer"
    FIRST = "first"
    OTHERS = "others"


# Bound once for the readers that ask at every effect: an enum member looked up by
# attribute costs five times a comparison (Python 3.11).
PLAYER, NEXT, TARGET, DEALER, FIRST, OTHERS = Subject


# The noun each word stands for in the rule book.
NOUN: dict[str, str] = {
    "player": "player",
    "next": "next player",
    "target": "chosen player",
    "dealer": "dealer",
    "first": "first player",
    "others": "other players",
}

# Where a subject may be written (the place of a clause: "on", "start", "challenge",
# "penalty missed_uno", "penalty wrong_card", "report"), and what it means there.
ALLOWED: dict[str, frozenset[str]] = {
    "on": frozenset({"player", "next", "target", "others", "dealer"}),
    "start": frozenset({"dealer", "first", "next", "others"}),
    "challenge": frozenset({"player", "next"}),
    "penalty missed_uno": frozenset({"target", "player", "others"}),
    "penalty wrong_card": frozenset({"player", "next", "others"}),
    "penalty false_uno": frozenset({"player", "others"}),
    "report": frozenset({"target", "player", "others"}),
}

# Why a word cannot be used somewhere, for the compiler's message.
WHY_NOT: dict[str, str] = {
    "target": "no player is chosen here, so there is no target",
    "first": "'first' is the first player of a round; use it in 'start' clauses",
    "player": "nobody has played a card at the start; say 'dealer' or 'first'",
}

# What each word means by place, in the rule book's words.
ROLES: dict[str, dict[str, str]] = {
    "on": {
        "player": N_("the one who played the card"),
        "next": N_("the one whose turn comes next"),
        "target": N_("the one named by the player when the card is played"),
        "others": N_("every player except the one who played the card"),
        "dealer": N_("the dealer of the round"),
    },
    "start": {
        "dealer": N_("counts as having played the first card"),
        "first": N_("the one after the dealer in the direction of play"),
        "next": N_("the one after the dealer in the direction of play"),
        "others": N_("every player except the dealer"),
    },
    "challenge": {
        "next": N_("the one who challenges or accepts"),
    },
    "penalty wrong_card": {
        "player": N_("the one who played the wrong card"),
        "next": N_("the one after them"),
        "others": N_("every player except the one who played the wrong card"),
    },
    "penalty missed_uno": {
        "others": N_("every player except the one who made the catch"),
    },
    "penalty false_uno": {
        "player": N_("the one who called UNO without being down to one card"),
        "others": N_("every player except the one who called"),
    },
    "report": {
        "others": N_("every player except the one who made the report"),
    },
}
# The subject as a sentence names it, by place (None: anywhere). Each is a message of
# the catalogs (unorules.i18n), so the rule book names it in its own language.
THE: dict[str, str] = {
    "player": N_("the player"),
    "next": N_("the next player"),
    "target": N_("the chosen player"),
    "dealer": N_("the dealer"),
    "first": N_("the first player"),
    "others": N_("every other player"),
}
THE_AT: dict[str, dict[str, str]] = {
    "challenge": {"player": N_("the player who played the card")},
    # The penalties table names a challenge's outcome away from the challenge's own section,
    # where "the next player" is defined; there the one who loses a challenge is named by it.
    "challenge lost": {"player": N_("the player who played the card"), "next": N_("the player who challenged")},
    "penalty wrong_card": {"player": N_("the player who played it")},
    "penalty missed_uno": {"target": N_("the caught player"), "player": N_("the player who caught them")},
    "penalty false_uno": {"player": N_("the player who called UNO falsely")},
    "report": {"target": N_("the reported player"), "player": N_("the player who reported them")},
}

_place: ContextVar[str] = ContextVar("unorules_subject_place", default="")


@contextmanager
def speaking_at(place: str) -> Iterator[None]:
    """Name the subjects as they are known in ``place`` (``challenge``, ``report``...)
    inside the block: "the caught player" rather than "the chosen player"."""
    token = _place.set(place)
    try:
        yield
    finally:
        _place.reset(token)


def speaking_place() -> str:
    """The place the subjects are named as now (see :func:`speaking_at`); "" outside one."""
    return _place.get()


def the(who: str, after: str = "") -> str:
    """The subject as the rule book says it: "the next player", "every other player".
    ``after`` is the preposition it follows ("with"), for languages whose nouns take a
    case there (Russian: the instrumental); their catalogs have it in that context."""
    text = THE_AT.get(_place.get(), {}).get(who) or THE.get(who)
    if text is None:
        return who
    cased = pgettext_if(after, text) if after else None
    return cased if cased is not None else _(text)


def seats(who: str, player: int, players: int, direction: int, dealer: int,
          target: int | None) -> tuple[int, ...] | None:
    """The seats a subject names, in the order of play (the engine's meaning); None for
    ``target`` when no target was named. ``player`` is who played (at the start: the
    dealer; in a report or a catch: who made it)."""
    if who == PLAYER:
        return (player,)
    if who in (NEXT, FIRST):
        return ((player + direction) % players,)
    if who == TARGET:
        return None if target is None else (target,)
    if who == DEALER:
        return (dealer,)
    if who == OTHERS:
        return tuple((player + k * direction) % players for k in range(1, players))
    raise ArgumentError(f"unknown subject {who!r}")


def symbolic_seats(who: str, z: Any, seat_after: Callable[..., Any],
                   missing_target: Callable[[], None]) -> list[tuple[Any, Any]]:
    """:func:`seats` over a symbolic table ``z`` (Z3 terms): each seat with the condition
    under which it exists. ``seat_after(seat, k, when)`` is the table's seat arithmetic,
    exact ``when`` the seat exists; ``missing_target()`` records that a target is named
    where none is chosen."""
    true = z.z3.BoolVal(True)
    if who == PLAYER:
        return [(true, z.player)]
    if who in (NEXT, FIRST):
        return [(true, seat_after(z.player, 1))]
    if who == TARGET:
        if z.target is None:
            missing_target()
            return []
        return [(true, z.target)]
    if who == DEALER:
        return [(true, z.dealer)]
    if who == OTHERS:
        return [(z.n > k, seat_after(z.player, k, z.n > k)) for k in range(1, z.shape.hi)]
    raise ArgumentError(f"unknown subject {who!r}")
