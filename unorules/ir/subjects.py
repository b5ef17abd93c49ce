"""Subject words: who an effect or a condition is about, in one place.

Every reader asks this module what a subject word means: the engine which seats it
names (:func:`seats`), the verifier the same as Z3 terms (:func:`symbolic_seats`), the
rule book its noun and its role where it is written (:func:`the`, :func:`role`), and the
compiler where it may be used (:data:`ALLOWED`).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any

from unorules.errors import ArgumentError


class Subject(StrEnum):
    PLAYER = "player"
    NEXT = "next"
    TARGET = "target"
    DEALER = "dealer"
    FIRST = "first"
    OTHERS = "others"


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
        "player": "the one who played the card",
        "next": "the one whose turn comes next",
        "target": "the one named by the player when the card is played",
        "others": "every player except the one who played the card",
        "dealer": "the dealer of the round",
    },
    "start": {
        "dealer": "counts as having played the first card",
        "first": "the one after the dealer in the direction of play",
        "next": "the one after the dealer in the direction of play",
        "others": "every player except the dealer",
    },
    "challenge": {
        "next": "the one who challenges or accepts",
    },
    "penalty wrong_card": {
        "player": "the one who played the wrong card",
        "next": "the one after them",
        "others": "every player except the one who played the wrong card",
    },
    "penalty missed_uno": {
        "others": "every player except the one who made the catch",
    },
    "report": {
        "others": "every player except the one who made the report",
    },
}
# A noun that reads better than the general one at some places ("the chosen player"
# of a missed-UNO penalty is the player who was caught).
NOUNS_AT: dict[str, dict[str, str]] = {
    "challenge": {"player": "player who played the card"},
    "penalty wrong_card": {"player": "player who played it"},
    "penalty missed_uno": {"target": "caught player", "player": "player who caught them"},
    "report": {"target": "reported player", "player": "player who reported them"},
}


def the(who: str) -> str:
    """The subject as the rule book says it: "the next player", "every other player"."""
    if who == "others":
        return "every other player"
    return f"the {NOUN[who]}"


def seats(who: str, player: int, players: int, direction: int, dealer: int,
          target: int | None) -> tuple[int, ...] | None:
    """The seats a subject names, in the order of play (the engine's meaning); None for
    ``target`` when no target was named. ``player`` is who played (at the start: the
    dealer; in a report or a catch: who made it)."""
    if who == "player":
        return (player,)
    if who in ("next", "first"):
        return ((player + direction) % players,)
    if who == "target":
        return None if target is None else (target,)
    if who == "dealer":
        return (dealer,)
    if who == "others":
        return tuple((player + k * direction) % players for k in range(1, players))
    raise ArgumentError(f"unknown subject {who!r}")


def symbolic_seats(who: str, z: Any, seat_after: Callable[..., Any],
                   missing_target: Callable[[], None]) -> list[tuple[Any, Any]]:
    """:func:`seats` over a symbolic table ``z`` (Z3 terms): each seat with the condition
    under which it exists. ``seat_after(seat, k, when)`` is the table's seat arithmetic,
    exact ``when`` the seat exists; ``missing_target()`` records that a target is named
    where none is chosen."""
    true = z.z3.BoolVal(True)
    if who == "player":
        return [(true, z.player)]
    if who in ("next", "first"):
        return [(true, seat_after(z.player, 1))]
    if who == "target":
        if z.target is None:
            missing_target()
            return []
        return [(true, z.target)]
    if who == "dealer":
        return [(true, z.dealer)]
    if who == "others":
        return [(z.n > k, seat_after(z.player, k, z.n > k)) for k in range(1, z.shape.hi)]
    raise ArgumentError(f"unknown subject {who!r}")
