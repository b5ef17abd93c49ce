"""Teams: who plays with whom, and what a team scores when one of its players goes out.

The one home of team play. A variant's teams (:attr:`unorules.ir.rules.RuleSet.teams`,
said by its ``teams:`` clause) are lists of seats, every seat in one: partners sitting
opposite (:func:`opposite`: seat ``i`` of ``n`` with seat ``i + n/2``), alternate seats
(:func:`alternate`) or lists the file writes. The engine scores a round with
:func:`team_gains`, and the verifier proves of the same function, for the variant's
teams, that every player of the winner's team gains alike, the opponents gain nothing,
and the gain is the sum of the opposing hands (``unorules verify``'s *team scoring sums*).

The functions use only ``+``, ``==`` and ``in`` on seats and points, so they take plain
ints (the engine) and Z3 terms for the points (the verifier) alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Teams = tuple[tuple[int, ...], ...]


def partner(seat: int, players: int) -> int:
    """The seat facing ``seat`` at a table of ``players`` (an even number)."""
    return (seat + players // 2) % players


def opposite(players: int) -> Teams:
    """Teams of two, partners sitting opposite each other (``players`` even)."""
    return tuple((i, partner(i, players)) for i in range(players // 2))


def alternate(players: int) -> Teams:
    """Two teams of alternate seats: every other player is a partner (``players`` even)."""
    return (tuple(range(0, players, 2)), tuple(range(1, players, 2)))


def team_of(seat: int, teams: Teams) -> tuple[int, ...]:
    for team in teams:
        if seat in team:
            return team
    return (seat,)


def same_team(a: int, b: int, teams: Teams) -> bool:
    return b in team_of(a, teams)


def team_gains(winner: int, points: Sequence[Any], teams: Teams) -> list[Any]:
    """What each seat adds to its score when ``winner`` goes out, given the points left
    in each hand: every player of the winner's team scores the points in the opposing
    hands (the partners' own hands do not count), the others score nothing."""
    won: Any = 0
    for seat in range(len(points)):
        if not same_team(seat, winner, teams):
            won = won + points[seat]
    return [won if same_team(seat, winner, teams) else 0 for seat in range(len(points))]


def unseated(teams: Teams, players: int) -> str:
    """What is wrong with ``teams`` as the teams of a table of ``players`` ("" if nothing)."""
    seats = [s for team in teams for s in team]
    if len(teams) < 2:
        return "team play needs two teams or more"
    missing = sorted(set(range(players)) - set(seats))
    twice = sorted({s for s in seats if seats.count(s) > 1})
    beyond = sorted({s for s in seats if not 0 <= s < players})
    if beyond:
        return f"seat {beyond[0]} is not at a table of {players} (seats 0 to {players - 1})"
    if twice:
        return f"seat {twice[0]} is in two teams"
    if missing:
        return f"seat {missing[0]} is in no team"
    return ""
