"""What an effect's words and a condition look at while the engine runs them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from attrs import define, field

from unorules.cards import Card


@define
class Ctx:
    """Who the words of an effect refer to while it runs."""

    player: int  # who played (at the start: the dealer; in a report: the reporter)
    target: int | None = None
    colour: str | None = None  # the colour named in the action
    final: bool = False  # the played card was the player's last


@define
class Probe:
    """The view a condition evaluates."""

    card: Card
    top: Card
    color: str | None
    hand: tuple[Card, ...]
    players: int
    # Who the condition's subject words name, and every status's counts per seat.
    player: int = 0
    target: int | None = None
    dealer: int = 0
    direction: int = 1
    statuses: Mapping[str, Sequence[int]] = field(factory=dict)
