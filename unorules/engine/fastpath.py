"""Fast paths for the actions that make up most of a game, derived from the IR.

The reference engine (``unorules.engine.core``) copies every state into a mutable
Table, runs the action's effects on it and freezes the result. Most actions need
none of that: a card played in turn whose effects only skip, reverse, name the
colour or make someone draw from a pile that holds enough; a draw of one card; a
pass. For those this module builds the next state straight from the given one,
sharing every zone it does not change. Each effect primitive says itself what it
does here (``Effect.fast``, beside its ``run``, ``symbolic`` and ``english``), and
says no to anything else (a colour chosen later, a reshuffle, a swap of hands).

Which kinds qualify is read from the compiled rules, never assumed: a variant that
gives a number card an effect without a fast meaning, or makes a play condition
depend on the hand, sends that kind back to the reference path. Every function here
returns ``None`` whenever the action is anything but the ordinary case (an illegal
action included), and the engine then runs the reference path, which decides and
explains. :mod:`unorules.engine.differential` plays random games in every variant and
checks, for every legal action of every state reached, that both paths give equal
states and equal legal actions.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from unorules.cards import Card
from unorules.engine import legality
from unorules.engine.probe import Probe
from unorules.engine.state import DRAWN, RESPOND, TURN, Action, GameState, PendingChallenge, state_of
from unorules.engine.tables import Own, Tables
from unorules.ir.subjects import seats as seats_for

if TYPE_CHECKING:
    from collections.abc import Callable

    from unorules.engine.tables import Bound as Rules

# Read by the engine on every call. Off only inside ``disabled()``: the differential
# check and the reference-path mutants (mutants) need the engine
# without its fast paths.
enabled = True


@contextmanager
def disabled() -> Iterator[None]:
    """Run the engine without its fast paths inside the block."""
    global enabled
    old, enabled = enabled, False
    try:
        yield
    finally:
        enabled = old


def own(rules: Rules, players: int) -> list[Own]:
    """Per seat of a ``players``-player game: its plays by card (a wild once per
    colour, one per target), its draw and its pass."""
    tb = rules.fast
    got = tb.by_players.get(players)
    if got is None:
        got = tb.by_players[players] = [
            ({c: legality._play_variants(rules, players, p, c) for c in rules.cards},
             legality._act(rules, "draw", p), legality._act(rules, "pass", p))
            for p in range(players)
        ]
    return got


def simple_kinds(rules: Rules) -> frozenset[str]:
    """The card kinds whose plays may take the fast path."""
    tb: Tables = rules.fast
    return tb.simple


class FastPlay:
    """A card played in turn, as ``Effect.fast`` sees it: the few things a fast effect
    may change, which the fast path then turns into the next state."""

    __slots__ = ("card", "challenge_open", "colour", "dealer", "direction", "draw_pile", "hands", "named",
                 "player", "players", "rules", "skips", "state")

    def __init__(self, rules: Rules, s: GameState, player: int, card: Card, named: str | None,
                 hands: list[tuple[Card, ...]], colour: str | None) -> None:
        self.rules = rules
        self.state = s
        self.player = player
        self.players = s.players
        self.dealer = s.dealer
        self.card = card  # now the top of the discard pile
        self.named = named  # the colour named in the action
        self.hands = hands  # the player's without the card
        self.colour = colour
        self.direction = s.direction
        self.draw_pile = s.draw_pile
        self.skips = 0
        self.challenge_open = False

    def draw(self, who: str, n: int) -> bool:
        """``Table.draw_cards`` for each seat of ``who``, when the draw pile holds enough
        (a reshuffle is the reference path's)."""
        seats = seats_for(who, self.player, self.players, self.direction, self.dealer, None)
        pile = self.draw_pile
        if seats is None or len(pile) < n * len(seats):
            return False
        for seat in seats:
            self.hands[seat] = self.hands[seat] + pile[:n]
            pile = pile[n:]
        self.draw_pile = pile
        return True

    def probe(self) -> Probe:
        """``Table.probe`` for the player (a guarded effect's condition reads it)."""
        s = self.state
        return Probe(self.card, self.card, self.colour, self.hands[self.player], self.players, self.player,
                     None, self.dealer, self.direction, legality.statuses_by_name(self.rules, s),
                     [len(h) for h in self.hands], self.rules,
                     legality.seat_playable(self.rules, self.hands, self.card, self.colour, self.players))


def _begin_turn(s: GameState, d: dict[str, Any], seat: int) -> GameState:
    """``engine.begin_turn`` on the fields ``d``: ``seat`` plays next, counting its statuses down."""
    d["phase"] = TURN
    d["to_act"] = seat
    d["drawn"] = None
    if s.statuses and any(row[seat] > 0 for row in s.statuses):
        d["statuses"] = tuple(
            (*row[:seat], row[seat] - 1, *row[seat + 1:]) if row[seat] > 0 else row for row in s.statuses
        )
    return state_of(d)


# --- legal actions -------------------------------------------------------------------
def legal(rules: Rules, s: GameState) -> tuple[Action, ...] | None:
    """The legal actions at the start of a turn or after a draw; None: the reference
    path decides (another phase, a forced play of the drawn card, a card whose
    playability needs the hand after a draw)."""
    phase = s.phase
    if phase != TURN and phase != DRAWN:
        return None
    tb: Tables = rules.fast
    p = s.to_act
    top = s.discard_pile[-1]
    color = s.color
    ok = tb.ok.get((top, color))
    if ok is None:
        ok = tb.playable_on(top, color)
    variants, draw, pass_ = (tb.by_players.get(s.players) or own(rules, s.players))[p]
    if phase == TURN:
        hand = s.hands[p]
        cards = ok.intersection(hand)
        if tb.slow:
            cards = cards.union(c for c in hand if c.kind in tb.slow
                                and legality.playable(rules, c, top, color, hand, s.players))
        if len(cards) > 1:
            out = [a for c in sorted(cards, key=rules.order.__getitem__) for a in variants[c]]
        else:
            out = [a for c in cards for a in variants[c]]
        if tb.draw_anytime or not out:
            out.append(draw)
    else:
        d = s.drawn
        if d is None or tb.must_play or d.kind in tb.slow:
            return None
        out = [*variants[d], pass_] if d in ok else [pass_]
    if s.uno_at_risk is not None or tb.out_of_turn:
        out.extend(legality.out_of_turn(rules, s))
    return tuple(out)


# --- actions ---------------------------------------------------------------------------
def _play(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    card = a.card
    if p != s.to_act or card is None or a.target is not None:
        return None
    if s.phase == DRAWN:
        if card is not s.drawn:
            return None
    elif s.phase != TURN:
        return None
    tb: Tables = rules.fast
    kind = card.kind
    if kind in rules.together_kinds:
        return None  # the player may go on adding cards: the reference path decides
    hands = list(s.hands)
    hand = hands[p]
    if card not in hand or kind not in tb.simple or card not in tb.playable_on(s.discard_pile[-1], s.color):
        return None
    named = a.color
    if kind in rules.needs_colour:
        if named not in rules.colours_of(s.side):
            return None
    elif named is not None:
        return None
    i = hand.index(card)
    hand = hands[p] = hand[:i] + hand[i + 1:]
    left = len(hand)
    if left == 0:
        return None  # the round ends: scoring and the last-card rule are the reference's
    colour = card.color if card.color is not None else s.color
    d = s.__dict__.copy()
    skips = 0
    challenge = False
    if kind not in tb.noop:
        f = FastPlay(rules, s, p, card, named, hands, colour)
        for e in rules.on_of[kind]:
            if not e.fast(f):
                return None
        colour, skips, challenge = f.colour, f.skips, f.challenge_open
        d["direction"] = f.direction
        d["draw_pile"] = f.draw_pile
    if not all(hands):
        return None  # a hand emptied by an effect wins: the reference's
    d["hands"] = tuple(hands)
    d["discard_pile"] = s.discard_pile + (card,)  # noqa: RUF005 - concatenation is faster than unpacking
    d["color"] = colour
    d["pending_draw"] = 0
    d["uno_at_risk"] = p if left == 1 and rules.uno else None
    if challenge:
        # The next player answers; guilt is judged by the colour active before the card.
        req = rules.require_of.get(kind)
        guilty = req is not None and not req.holds(
            Probe(card, s.discard_pile[-1], s.color, hand, s.players, rules=rules))
        d["challenge"] = PendingChallenge(p, kind, guilty)
        d["phase"] = RESPOND
        d["to_act"] = (p + d["direction"]) % s.players
        d["drawn"] = None
        return state_of(d)
    return _begin_turn(s, d, (p + (1 + skips) * d["direction"]) % s.players)


def _respond(rules: Rules, s: GameState, a: Action) -> GameState | None:
    """Challenge or accept a challengeable card: the outcome's effects, on the fast path."""
    p = a.player
    ch = s.challenge
    if (p != s.to_act or s.phase != RESPOND or ch is None
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    rule = rules.challenge_of[ch.kind]
    effects = rule.accepted if a.kind == "accept" else rule.guilty if ch.guilty else rule.innocent
    hands = list(s.hands)
    f = FastPlay(rules, s, ch.player, s.discard_pile[-1], None, hands, s.color)
    for e in effects:
        if not e.fast(f) or f.challenge_open:
            return None
    d = s.__dict__.copy()
    d["hands"] = tuple(hands)
    d["draw_pile"] = f.draw_pile
    d["direction"] = f.direction
    d["color"] = f.colour
    d["challenge"] = None
    d["pending_draw"] = 0  # no fast outcome stacks, so a stack the card answered ends
    if s.uno_at_risk != p:
        d["uno_at_risk"] = None  # the answer is the next player's first action
    return _begin_turn(s, d, (ch.player + (1 + f.skips) * f.direction) % s.players)


def _draw(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    if (p != s.to_act or s.phase != TURN or not s.draw_pile
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    rule = rules.draw
    if rule.until_playable or not rule.anytime or rule.random is not None:
        return None
    card = s.draw_pile[0]
    tb: Tables = rules.fast
    if card.kind in tb.slow:
        return None
    hands = list(s.hands)
    hands[p] = hands[p] + (card,)
    d = s.__dict__.copy()
    d["hands"] = tuple(hands)
    d["draw_pile"] = s.draw_pile[1:]
    d["uno_at_risk"] = None
    if card not in tb.playable_on(s.discard_pile[-1], s.color):
        return _begin_turn(s, d, (p + s.direction) % s.players)  # the turn passes at once
    d["phase"] = DRAWN
    d["drawn"] = card
    return state_of(d)


def _pass(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    if (p != s.to_act or s.phase != DRAWN or rules.draw.after != "may"
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    d = s.__dict__.copy()
    if s.uno_at_risk != p:
        d["uno_at_risk"] = None
    return _begin_turn(s, d, (p + s.direction) % s.players)


FAST: dict[str, Callable[[Rules, GameState, Action], GameState | None]] = {
    "play": _play,
    "draw": _draw,
    "pass": _pass,
    "challenge": _respond,
    "accept": _respond,
}
