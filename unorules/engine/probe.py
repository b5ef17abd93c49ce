"""What an effect's words and a condition look at while the engine runs them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from attrs import define, field

from unorules.cards import Card


@define
class Ctx:
    """Who the words of an effect refer to while it runs."""

    player: int  # who played (at the start: the dealer; in a report: the reporter)
    target: int | None = None
    colour: str | None = None  # the colour named in the action
    final: bool = False  # the played card was the player's last
    option: int | None = None  # which of the card's printed actions the play picked (from 1)
    # The card the played card was laid on: known only in the action that plays it (a
    # start card covers nothing; a challenge's outcome or a colour named by another runs
    # in a later action).
    played_on: Card | None = None


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
    sizes: Sequence[int] = ()
    # The bound rules, for the conditions that ask what else may be played ("no other
    # playable card"), and whether a seat may play ("first has a playable card"); None
    # where no condition may ask.
    rules: Any = None
    seat_playable: Callable[[int], bool] | None = None
    played_on: Card | None = None  # the card the played card covers (Ctx.played_on)

    def plays(self, card: Card) -> bool:
        if self.rules is None:
            return False
        rest = list(self.hand)
        if card in rest:
            rest.remove(card)
        return bool(self.rules.play_of[card.kind].holds(
            Probe(card, self.top, self.color, tuple(rest), self.players)))

    def can_play(self, seat: int) -> bool:
        return self.seat_playable is not None and self.seat_playable(seat)
