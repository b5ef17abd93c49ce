"""Partners: who plays with whom, and what a team scores when one of its players goes out.

The one home of the ``scoring: partners sitting opposite score the other hands`` rule.
Seat ``i`` of ``n`` (``n`` even) partners seat ``i + n/2``: with four players, the two
players facing each other. The engine scores a round with :func:`team_gains`, and the
verifier proves of the same function, for every player count the variant allows, that
both partners gain alike, the opponents gain nothing, and the gain is the sum of the
opposing hands (``unorules verify``'s *team scoring sums*).

The functions use only ``+``, ``==`` and ``%`` on seats and points, so they take plain
ints (the engine) and Z3 terms for the points (the verifier) alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def partner(seat: int, players: int) -> int:
    """The seat facing ``seat`` at a table of ``players`` (an even number)."""
    return (seat + players // 2) % players


def same_team(a: int, b: int, players: int) -> bool:
    return a == b or partner(a, players) == b


def team_gains(winner: int, points: Sequence[Any], players: int) -> list[Any]:
    """What each seat adds to its score when ``winner`` goes out, given the points left
    in each hand: every player of the winner's team scores the points in the opposing
    hands (the partner's own hand does not count), the others score nothing."""
    won: Any = 0
    for seat in range(players):
        if not same_team(seat, winner, players):
            won = won + points[seat]
    return [won if same_team(seat, winner, players) else 0 for seat in range(players)]
