"""The engine's scratch table: a mutable copy of a state that one action works on.

``Rules.apply`` copies the state into a Table, runs the action and its effects on
it, and freezes the result into a new GameState; the given state is never touched,
and an IllegalAction raised half-way leaves nothing behind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from unorules.cards import Card
from unorules.engine import legality, rng
from unorules.engine.probe import Ctx, Probe
from unorules.engine.state import (
    FIELDS,
    GAME_OVER,
    ROUND_OVER,
    TURN,
    GameState,
    HeldEffects,
    PendingChallenge,
    state_of,
)
from unorules.ir.subjects import FIRST, NEXT, OTHERS
from unorules.ir.subjects import seats as seats_for

if TYPE_CHECKING:
    from unorules.engine.tables import Bound as Rules


# What one action asks of the turn order; every action starts from these.
_NO_OUTCOME: dict[str, object] = {
    "skips": 0,
    "plays_first": None,
    "chooser": None,
    "turn_another": False,
    "turn_ends": False,
    "challenge_open": False,
    "stack_open": False,
}


# How the Table holds the state's zones: (field, zone, the Table's name for it).
_TABLE_NAME = {"discard_pile": "discard"}
_ZONES = tuple((f.name, f.metadata["zone"], _TABLE_NAME.get(f.name, f.name)) for f in FIELDS if f.metadata["zone"])


def _freezer() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """The function that turns a Table's dict into a state's fields, written out from the
    state's declarations (one dict display, as attrs writes __init__): one Table is frozen
    per action that leaves the fast paths, and a loop over the fields cost a fifth more."""
    items = []
    for f in FIELDS:  # in GameState's order, as attrs' __init__ leaves them
        src = _TABLE_NAME.get(f.name, f.name)
        zone = f.metadata["zone"]
        if zone == "rows":
            expr = f"tuple(map(tuple, d[{src!r}]))"
        elif zone == "list":
            expr = f"tuple(d[{src!r}])"
        elif f.name == "draw_pile":  # the working copy, top last, exists once it was used
            expr = "d['draw_pile'] if d['_draw'] is None else tuple(reversed(d['_draw']))"
        else:
            expr = f"d[{src!r}]"
        items.append(f"{f.name!r}: {expr}")
    namespace: dict[str, Any] = {}
    exec("def freeze(d):\n    return {" + ", ".join(items) + "}\n", namespace)
    freeze: Callable[[dict[str, Any]], dict[str, Any]] = namespace["freeze"]
    return freeze


_freeze = _freezer()


class Table:
    """Mutable working copy of a GameState (see module docstring).

    Built from the state's ``__dict__`` in one copy, with the zones as lists: one
    Table is made per action that the fast paths leave to the reference engine, and
    twenty attribute assignments were a third of such an action's cost. The draw pile
    is copied only when an action touches it (most do not).
    """

    # The state's fields, as the Table holds them (see GameState's declarations: a
    # "rows" or "list" zone is a list here, and the discard pile is called ``discard``).
    rules: Rules
    variant: str
    players: int
    hands: list[list[Card]]
    draw_pile: tuple[Card, ...]  # as the state had it; ``draw`` is the working copy
    _draw: list[Card] | None
    discard: list[Card]
    color: str | None
    direction: int
    to_act: int
    dealer: int
    scores: list[int]
    phase: str
    drawn: Card | None
    pending_draw: int
    challenge: PendingChallenge | None
    uno_at_risk: int | None
    statuses: list[list[int]]  # one row per status the variant declares
    round_winner: int | None
    winner: int | None
    rng: int
    round: int
    out: list[int]
    held: HeldEffects | None
    side: int
    picked: list[list[Card]]
    # What the action's effects asked for (see _NO_OUTCOME).
    skips: int
    plays_first: int | None
    chooser: int | None
    turn_another: bool
    turn_ends: bool
    challenge_open: bool
    stack_open: bool

    def __init__(self, rules: Rules, s: GameState) -> None:
        d = s.__dict__.copy()
        for name, zone, as_name in _ZONES:
            value = d.pop(name)
            d[as_name] = list(map(list, value)) if zone == "rows" else list(value)
        d["rules"] = rules
        d["_draw"] = None  # top last, so drawing is pop(); copied from draw_pile on first use
        d.update(_NO_OUTCOME)
        self.__dict__ = d
        missing = len(rules.statuses) - len(self.statuses)
        if missing > 0:  # a state that names no status yet: nobody holds one
            self.statuses.extend([0] * s.players for _ in range(missing))

    @property
    def draw(self) -> list[Card]:
        pile: list[Card] | None = self._draw
        if pile is None:
            pile = self._draw = list(reversed(self.draw_pile))
        return pile

    @draw.setter
    def draw(self, pile: list[Card]) -> None:
        self._draw = pile

    def clear_round(self) -> None:
        """Forget everything that belongs to one round's play (pending answers, the UNO
        window, statuses); a round that ends and a round that is dealt both need this."""
        self.drawn = None
        self.pending_draw = 0
        self.challenge = None
        self.uno_at_risk = None
        self.held = None
        self.picked = []
        self.statuses = [[0] * self.players for _ in self.rules.statuses]

    # --- the turn -----------------------------------------------------------------
    def begin_turn(self, seat: int) -> None:
        """``seat`` is to play: its statuses count its turn starts down."""
        self.phase = TURN
        self.to_act = seat
        self.drawn = None
        for row in self.statuses:
            if row[seat] > 0:
                row[seat] -= 1

    def end_round(self, winner: int) -> None:
        """``winner`` won the round: the scoring strategy scores it, the clauses that add to
        a round's score do, and the game end says whether the game is over."""
        hooks = self.rules.hooks
        hooks.scoring.score(self, winner)
        for h in hooks.round_scored:
            h(self, winner)
        over, game_winner = hooks.game_end.result(self, winner, hooks.scoring)
        self.round_winner = winner
        self.phase = GAME_OVER if over else ROUND_OVER
        self.winner = game_winner if over else None
        self.to_act = winner
        self.clear_round()

    def reset_outcome(self) -> None:
        self.__dict__.update(_NO_OUTCOME)

    def pend_challenge(self, player: int, kind: str, guilty: bool) -> None:
        self.challenge = PendingChallenge(player, kind, guilty)

    def forget_lost_drawn(self) -> None:
        """A penalty or a report beside the turn may discard the card just drawn: then there is
        nothing left to play, only to pass."""
        if self.drawn is not None and self.drawn not in self.hands[self.to_act]:
            self.drawn = None

    def freeze(self) -> GameState:
        return state_of(_freeze(self.__dict__))

    def status_index(self, name: str) -> int:
        return self.rules.status_index[name]

    # --- seats ------------------------------------------------------------------
    def is_out(self, seat: int) -> bool:
        """The seat was knocked out of the round (``knock out at N cards``)."""
        return bool(self.out) and self.out[seat] == 1

    def seat_after(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` turns after ``seat``; knocked-out seats are passed over."""
        if not any(self.out):
            return (seat + steps * self.direction) % self.players
        for _ in range(steps):
            seat = (seat + self.direction) % self.players
            while self.out[seat]:
                seat = (seat + self.direction) % self.players
        return seat

    def seats(self, who: str, ctx: Ctx) -> tuple[int, ...]:
        got = seats_for(who, ctx.player, self.players, self.direction, self.dealer, ctx.target)
        assert got is not None, "the compiler guarantees a target here"
        if any(self.out) and who in (NEXT, FIRST):
            return (self.seat_after(ctx.player),)
        if any(self.out) and who == OTHERS:
            return tuple(seat for seat in got if not self.out[seat])  # the others still in
        return got

    # --- piles ------------------------------------------------------------------
    def shuffle(self, items: list[Card]) -> None:
        self.rng = rng.shuffle(items, self.rng)

    def random_count(self, low: int, high: int) -> int:
        """A number from ``low`` to ``high``, each as likely, from the game's generator."""
        self.rng, i = rng.sample_index(high - low + 1, self.rng)
        return low + i

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
        return Probe(card or top, top, self.color, tuple(hand), self.players, ctx.player, ctx.target,
                     self.dealer, self.direction, self.status_rows(), [len(h) for h in self.hands],
                     self.rules, legality.seat_playable(self.rules, self.hands, top, self.color, self.players),
                     ctx.played_on)

    def status_rows(self) -> dict[str, list[int]]:
        """Every status's counts per seat, by name (what a condition about one reads)."""
        return {st.name: row for st, row in zip(self.rules.statuses, self.statuses, strict=False)}
