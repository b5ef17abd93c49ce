"""The engine's scratch table: a mutable copy of a state that one action works on.

``Rules.apply`` copies the state into a Table, runs the action and its effects on
it, and freezes the result into a new GameState; the given state is never touched,
and an IllegalAction raised half-way leaves nothing behind.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import define

from unorules import rng
from unorules.cards import Card
from unorules.state import GameState, PendingChallenge

if TYPE_CHECKING:
    from unorules.rules import Rules


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
    target_holds_pose: bool = False


class Table:
    """Mutable working copy of a GameState (see module docstring)."""

    __slots__ = (
        "challenge",
        "challenge_open",
        "chooser",
        "color",
        "dealer",
        "direction",
        "discard",
        "draw",
        "drawn",
        "hands",
        "pending_draw",
        "phase",
        "players",
        "plays_first",
        "poses",
        "rng",
        "round",
        "round_winner",
        "rules",
        "scores",
        "skips",
        "stack_open",
        "to_act",
        "turn_another",
        "turn_ends",
        "uno_at_risk",
        "variant",
        "winner",
    )

    def __init__(self, rules: Rules, s: GameState) -> None:
        self.rules = rules
        self.variant = s.variant
        self.players = s.players
        self.hands = list(map(list, s.hands))
        self.draw = list(reversed(s.draw_pile))  # top last, so drawing is pop()
        self.discard = list(s.discard_pile)
        self.color = s.color
        self.direction = s.direction
        self.to_act = s.to_act
        self.dealer = s.dealer
        self.scores = list(s.scores)
        self.phase = s.phase
        self.drawn = s.drawn
        self.pending_draw = s.pending_draw
        self.challenge: PendingChallenge | None = s.challenge
        self.uno_at_risk = s.uno_at_risk
        self.poses = list(s.poses)
        self.round_winner = s.round_winner
        self.winner = s.winner
        self.rng = s.rng
        self.round = s.round
        self.reset_outcome()

    def clear_round(self) -> None:
        """Forget everything that belongs to one round's play (pending answers, the UNO
        window, poses); a round that ends and a round that is dealt both need this."""
        self.drawn = None
        self.pending_draw = 0
        self.challenge = None
        self.uno_at_risk = None
        self.poses = [0] * self.players

    def reset_outcome(self) -> None:
        self.skips = 0
        self.plays_first: int | None = None
        self.chooser: int | None = None
        self.turn_another = False
        self.turn_ends = False
        self.challenge_open = False
        self.stack_open = False

    def freeze(self) -> GameState:
        # Positional: this runs once per action, and keywords cost a third more.
        return GameState(
            self.variant, self.players, tuple(map(tuple, self.hands)),
            tuple(reversed(self.draw)), tuple(self.discard), self.color, self.direction,
            self.to_act, self.dealer, tuple(self.scores), self.phase, self.drawn,
            self.pending_draw, self.challenge, self.uno_at_risk, tuple(self.poses),
            self.round_winner, self.winner, self.rng, self.round,
        )

    # --- seats ------------------------------------------------------------------
    def seat_after(self, seat: int, steps: int = 1) -> int:
        return (seat + steps * self.direction) % self.players

    def seats(self, who: str, ctx: Ctx) -> tuple[int, ...]:
        if who == "player":
            return (ctx.player,)
        if who in ("next", "first"):
            return (self.seat_after(ctx.player),)
        if who == "target":
            assert ctx.target is not None, "the compiler guarantees a target here"
            return (ctx.target,)
        if who == "dealer":
            return (self.dealer,)
        if who == "others":
            return tuple(self.seat_after(ctx.player, k) for k in range(1, self.players))
        raise AssertionError(who)

    # --- piles ------------------------------------------------------------------
    def shuffle(self, items: list[Card]) -> None:
        self.rng = rng.shuffle(items, self.rng)

    def reshuffle(self) -> None:
        """Turn the discard pile but its top card into a new, shuffled draw pile."""
        if len(self.discard) < 2:
            return
        pile = self.discard[:-1]
        self.discard = self.discard[-1:]
        self.shuffle(pile)
        pile.extend(self.draw)  # anything still in the draw pile stays on top
        self.draw = pile

    def draw_cards(self, seat: int, n: int) -> list[Card]:
        """Draw up to ``n`` cards; with both piles exhausted, draw what there is."""
        got: list[Card] = []
        hand = self.hands[seat]
        for _ in range(n):
            if not self.draw:
                self.reshuffle()
                if not self.draw:
                    break
            card = self.draw.pop()
            hand.append(card)
            got.append(card)
        return got

    def probe(self, ctx: Ctx, card: Card | None = None) -> Probe:
        top = self.discard[-1]
        hand = self.hands[ctx.player]
        holds = ctx.target is not None and self.poses[ctx.target] > 0
        return Probe(card or top, top, self.color, tuple(hand), self.players, holds)
