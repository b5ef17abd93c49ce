"""Game states, actions and player views: frozen values, nothing hidden in them but the draw order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from attrs import Factory, field, frozen

from unorules.cards import Card

# Phases: whose decision the game waits for, and what kind.
TURN = "turn"  # to_act plays or draws
DRAWN = "drawn"  # to_act drew and may play the drawn card or pass
CHOOSE = "choose"  # to_act names a colour (a wild turned over at the start)
RESPOND = "respond"  # to_act challenges or accepts a challengeable card
STACK = "stack"  # to_act stacks on a pending draw or accepts it
ROUND_OVER = "round_over"
GAME_OVER = "game_over"

ACTION_KINDS = (
    "play", "draw", "pass", "choose", "uno", "catch", "challenge", "accept", "report", "next_round",
)


def _hands(hands: Iterable[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(map(tuple, hands))


def _cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(cards)


def _ints(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(values)


@frozen
class PendingChallenge:
    """A challengeable card waiting for the next player's answer.

    ``guilty`` is decided when the card is played (the hand is checked against the
    colour active before it); it is hidden from every view.
    """

    player: int
    kind: str
    guilty: bool


# Not slotted: a dict-backed frozen attrs class is built about twice as fast (attrs
# fills __dict__ directly), and the engine builds one per action.
@frozen(slots=False)
class GameState:
    """One moment of a game. Use ``Rules.apply`` to get the next one."""

    variant: str
    players: int
    # Zones given as lists (a hand-built state) are made tuples: every reader, and the
    # engine's fast paths, rely on it.
    hands: tuple[tuple[Card, ...], ...] = field(converter=_hands)
    draw_pile: tuple[Card, ...] = field(converter=_cards)  # top first
    discard_pile: tuple[Card, ...] = field(converter=_cards)  # bottom first, top last
    color: str | None
    direction: int
    to_act: int
    dealer: int
    scores: tuple[int, ...] = field(converter=_ints)
    phase: str = TURN
    drawn: Card | None = None
    pending_draw: int = 0
    challenge: PendingChallenge | None = None
    uno_at_risk: int | None = None
    # Per seat: how many of that seat's turn starts are left before its pose is released
    # (0: no pose). One entry per seat, so a second pose never ends the first early.
    poses: tuple[int, ...] = field(default=Factory(lambda s: (0,) * s.players, takes_self=True), converter=_ints)
    round_winner: int | None = None
    winner: int | None = None
    rng: int = 0
    round: int = 1

    @property
    def top(self) -> Card:
        return self.discard_pile[-1]

    @property
    def round_over(self) -> bool:
        return self.phase in (ROUND_OVER, GAME_OVER)

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    @property
    def pose_holders(self) -> tuple[int, ...]:
        """The seats holding a pose, in seat order."""
        return tuple(i for i, k in enumerate(self.poses) if k > 0)

    def all_cards(self) -> list[Card]:
        """Every card in every zone (for conservation checks)."""
        out = list(self.draw_pile)
        out.extend(self.discard_pile)
        for h in self.hands:
            out.extend(h)
        return out


_new = object.__new__
_set = object.__setattr__


def state_of(fields: dict[str, Any]) -> GameState:
    """The GameState with these fields (all of them, already tuples), without attrs'
    __init__: the engine builds one per action, and twenty arguments were a large part
    of its cost. ``fields`` becomes the state's own dict: do not touch it afterwards."""
    state: GameState = _new(GameState)
    _set(state, "__dict__", fields)
    return state


@frozen
class Action:
    """One thing a player does. ``str(action)`` reads like a scenario step."""

    kind: str
    player: int
    card: Card | None = None
    color: str | None = None
    target: int | None = None
    report: str | None = None

    def __str__(self) -> str:
        # Every part through str(): this also names malformed actions in error messages.
        parts = [f"p{self.player}", str(self.kind)]
        if self.report is not None:
            parts.append(str(self.report))
        if self.card is not None:
            parts.append(str(self.card))
        if self.color is not None:
            parts.append(str(self.color))
        if self.target is not None:
            parts.append(f"-> p{self.target}")
        return " ".join(parts)


@frozen
class PlayerView:
    """What one player may see. It has no field for another hand or the draw order."""

    player: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    discard_pile: tuple[Card, ...]
    color: str | None
    direction: int
    to_act: int
    dealer: int
    scores: tuple[int, ...]
    phase: str
    drawn: Card | None
    pending_draw: int
    challenge_from: int | None
    uno_at_risk: int | None
    poses: tuple[int, ...]  # public: everyone sees who is posing
    round_winner: int | None
    winner: int | None
    round: int = field(default=1)

    @property
    def top(self) -> Card:
        return self.discard_pile[-1]
