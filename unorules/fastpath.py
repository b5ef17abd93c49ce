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
from typing import TYPE_CHECKING, Any

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


def _derive(s: GameState, d: dict[str, Any]) -> GameState:
    # A frozen GameState whose __dict__ is ``d``: the same object attrs' __init__ would
    # build from these fields, without twenty keyword arguments.
    n: GameState = _new(GameState)
    _set_dict(n, "__dict__", d)
    return n


# --- tables derived from the rules, built once per Rules -----------------------------
class Tables:
    """What the fast paths read, derived from one Rules object and filled as games go."""

    __slots__ = ("ok", "plain", "rules", "slow", "variants")

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
        self.ok: dict[tuple[Card, str | None], frozenset[Card]] = {}
        self.variants: dict[tuple[int, int], dict[Card, tuple[Action, ...]]] = {}

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
        got = self.variants.get((players, player))
        if got is None:
            got = self.variants[(players, player)] = {
                c: engine._play_variants(self.rules, players, player, c) for c in self.rules.cards
            }
        return got


def tables(rules: Rules) -> Tables:
    got: Tables | None = rules.memo.get("fast")
    if got is None:
        got = rules.memo["fast"] = Tables(rules)
    return got


def plain_kinds(rules: Rules) -> frozenset[str]:
    return tables(rules).plain


# --- legal actions -------------------------------------------------------------------
def turn_plays(rules: Rules, s: GameState) -> list[Action]:
    """The plays of the player to act at the start of a turn, in card order."""
    tb = tables(rules)
    p = s.to_act
    hand = s.hands[p]
    top = s.discard_pile[-1]
    ok = tb.playable_on(top, s.color)
    cards = {c for c in hand if c in ok}
    slow = tb.slow
    if slow:
        cards.update(c for c in hand if c.kind in slow
                     and engine.playable(rules, c, top, s.color, hand, s.players))
    variants = tb.plays(s.players, p)
    if len(cards) == 1:
        return list(variants[cards.pop()])
    return [a for c in sorted(cards, key=rules.order.__getitem__) for a in variants[c]]


def drawn_plays(rules: Rules, s: GameState) -> list[Action] | None:
    """After a draw: the ways to play the drawn card, or None when the reference path
    must decide (a card whose playability needs the hand, or a forced play)."""
    d = s.drawn
    if d is None or rules.draw.after != "may":
        return None
    tb = tables(rules)
    if d.kind in tb.slow:
        return None
    if d not in tb.playable_on(s.discard_pile[-1], s.color):
        return []
    return list(tb.plays(s.players, s.to_act)[d])


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
    tb = tables(rules)
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
    return _derive(s, d)


def _draw(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    if (p != s.to_act or s.phase != TURN or not s.draw_pile
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    rule = rules.draw
    if rule.until_playable or not rule.anytime:
        return None
    card = s.draw_pile[0]
    tb = tables(rules)
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
        return _derive(s, d)
    # Unplayable: the turn passes at once, as after a pass.
    nxt = (p + s.direction) % s.players
    d["to_act"] = nxt
    if s.poses[nxt]:
        poses = list(s.poses)
        poses[nxt] -= 1
        d["poses"] = tuple(poses)
    return _derive(s, d)


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
    return _derive(s, d)


FAST: dict[str, Callable[[Rules, GameState, Action], GameState | None]] = {
    "play": _play,
    "draw": _draw,
    "pass": _pass,
}
