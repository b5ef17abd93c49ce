"""Fast paths for the actions that make up most of a game, derived from the IR.

The reference engine (:mod:`unorules.engine`) copies every state into a mutable
Table, runs the action's effects on it and freezes the result. Most actions need
none of that: a card whose kind has no effects and whose playability depends only
on (card, top, colour), a draw of one card, a pass. For those this module builds
the next state straight from the given one, sharing every zone it does not change.

Which kinds are "plain" is read from the compiled rules, never assumed: a variant
that gives a number card an effect, or makes a play condition depend on the hand,
sends that kind back to the reference path. Every function here returns ``None``
whenever the action is anything but the ordinary case (an illegal action
included), and the engine then runs the reference path, which decides and explains.
``tests/test_fastpath.py`` plays random games in every variant and checks, action
by action, that both paths give equal states and equal legal actions.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

# engine imports this module first; "from unorules import engine" then finds the
# half-initialised module in sys.modules, and its functions are looked up at call time.
from unorules import engine
from unorules.cards import Card
from unorules.state import DRAWN, TURN, Action, GameState
from unorules.table import Probe

if TYPE_CHECKING:
    from collections.abc import Callable

    from unorules.rules import Rules

# Read by the engine on every call. Off only inside ``disabled()``: the differential
# check and the reference-path mutants (unorules.verify.mutants) need the engine
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


_new = object.__new__
_set_dict = object.__setattr__


# --- tables derived from the rules, built once per Rules -----------------------------
class Tables:
    """What the fast paths read, derived from one Rules object (``Rules.fast``) and
    filled in as games go."""

    __slots__ = ("by_players", "draw_anytime", "known", "must_play", "ok", "out_of_turn", "plain",
                 "rules", "slow")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        # Kinds whose play is only "move the card and pass the turn": effects that are
        # all no-ops, no colour or target to name, playability from (card, top, colour).
        self.plain = frozenset(
            k.name for k in rules.kinds
            if all(e.is_noop for e in rules.on_of.get(k.name, ()))
            and k.name in rules.local_play
            and k.name not in rules.require_of
            and k.name not in rules.needs_colour
            and k.name not in rules.needs_target
        )
        # Kinds whose playability needs the hand or the table as well.
        self.slow = frozenset(
            k.name for k in rules.kinds
            if k.name not in rules.local_play or k.name in rules.enforced_require
        )
        self.draw_anytime = rules.draw.anytime
        self.must_play = rules.draw.after != "may"
        self.out_of_turn = bool(rules.reports) or rules.jump_in is not None
        # (top, colour) -> the cards playable on it (see playable_on).
        self.ok: dict[tuple[Card, str | None], frozenset[Card]] = {}
        # players -> per seat: (plays by card, draw, pass); see own().
        self.by_players: dict[int, list[Own]] = {}
        # Ids of the actions legal_actions built: their fields need no type checks. The
        # actions live on in Rules.memo, so no other object can take one of these ids.
        self.known: set[int] = set()

    def playable_on(self, top: Card, color: str | None) -> frozenset[Card]:
        """The cards whose playability on (top, colour) needs nothing else, and holds."""
        got = self.ok.get((top, color))
        if got is None:
            r = self.rules
            got = self.ok[(top, color)] = frozenset(
                c for c in r.cards
                if c.kind not in self.slow and r.play_of[c.kind].holds(Probe(c, top, color, (), 0))
            )
        return got

    def plays(self, players: int, player: int) -> dict[Card, tuple[Action, ...]]:
        """Card -> every way ``player`` can play it (a wild once per colour, one per target)."""
        return self.own(players)[player][0]

    def own(self, players: int) -> list[Own]:
        """Per seat of a ``players``-player game: its plays by card, its draw and its pass."""
        got = self.by_players.get(players)
        if got is None:
            r = self.rules
            got = self.by_players[players] = [
                ({c: engine._play_variants(r, players, p, c) for c in r.cards},
                 engine._act(r, "draw", p), engine._act(r, "pass", p))
                for p in range(players)
            ]
        return got


Own = tuple[dict[Card, tuple[Action, ...]], Action, Action]


def plain_kinds(rules: Rules) -> frozenset[str]:
    tb: Tables = rules.fast
    return tb.plain


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
    variants, draw, pass_ = tb.own(s.players)[p]
    if phase == TURN:
        hand = s.hands[p]
        cards = ok.intersection(hand)
        if tb.slow:
            cards = cards.union(c for c in hand if c.kind in tb.slow
                                and engine.playable(rules, c, top, color, hand, s.players))
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
        out.extend(engine.out_of_turn(rules, s))
    return tuple(out)


# --- actions ---------------------------------------------------------------------------
def _play(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    card = a.card
    if p != s.to_act or card is None or a.color is not None or a.target is not None:
        return None
    if s.phase == DRAWN:
        if card is not s.drawn:
            return None
    elif s.phase != TURN:
        return None
    tb: Tables = rules.fast
    if card.kind not in tb.plain or card not in tb.playable_on(s.discard_pile[-1], s.color):
        return None
    hands = list(s.hands)
    hand = hands[p]
    if card not in hand:
        return None
    i = hand.index(card)
    hand = hands[p] = hand[:i] + hand[i + 1:]
    left = len(hand)
    if left == 0 or not all(hands):
        return None  # the round ends: scoring and the last-card rule are the reference's
    nxt = (p + s.direction) % s.players
    d = s.__dict__.copy()
    d["hands"] = tuple(hands)
    d["discard_pile"] = s.discard_pile + (card,)  # noqa: RUF005 - concatenation is faster than unpacking
    if card.color is not None:
        d["color"] = card.color
    d["phase"] = TURN
    d["to_act"] = nxt
    d["drawn"] = None
    d["pending_draw"] = 0
    d["uno_at_risk"] = p if left == 1 and rules.uno else None
    if s.poses[nxt]:
        poses = list(s.poses)
        poses[nxt] -= 1
        d["poses"] = tuple(poses)
    n: GameState = _new(GameState)
    _set_dict(n, "__dict__", d)  # the state attrs' __init__ would build, without its 20 arguments
    return n


def _draw(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    if (p != s.to_act or s.phase != TURN or not s.draw_pile
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    rule = rules.draw
    if rule.until_playable or not rule.anytime:
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
    if card in tb.playable_on(s.discard_pile[-1], s.color):
        d["phase"] = DRAWN
        d["drawn"] = card
    else:  # unplayable: the turn passes at once, as after a pass
        nxt = (p + s.direction) % s.players
        d["to_act"] = nxt
        if s.poses[nxt]:
            poses = list(s.poses)
            poses[nxt] -= 1
            d["poses"] = tuple(poses)
    n: GameState = _new(GameState)
    _set_dict(n, "__dict__", d)  # the state attrs' __init__ would build, without its 20 arguments
    return n


def _pass(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    if (p != s.to_act or s.phase != DRAWN or rules.draw.after != "may"
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    nxt = (p + s.direction) % s.players
    d = s.__dict__.copy()
    d["phase"] = TURN
    d["to_act"] = nxt
    d["drawn"] = None
    if s.uno_at_risk != p:
        d["uno_at_risk"] = None
    if s.poses[nxt]:
        poses = list(s.poses)
        poses[nxt] -= 1
        d["poses"] = tuple(poses)
    n: GameState = _new(GameState)
    _set_dict(n, "__dict__", d)  # the state attrs' __init__ would build, without its 20 arguments
    return n


FAST: dict[str, Callable[[Rules, GameState, Action], GameState | None]] = {
    "play": _play,
    "draw": _draw,
    "pass": _pass,
}
