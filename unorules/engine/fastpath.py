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
from unorules.engine import legality, rng
from unorules.engine.probe import Probe
from unorules.engine.state import (
    CHOOSE,
    DRAWN,
    RESPOND,
    STACK,
    TURN,
    Action,
    GameState,
    HeldEffects,
    PendingChallenge,
    state_of,
)
from unorules.engine.tables import Own, Tables
from unorules.ir.rules import defers_choice
from unorules.ir.subjects import seats as seats_for
from unorules.ir.vocab import ActionKind

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

    __slots__ = ("card", "challenge_open", "chooser", "colour", "direction", "discard", "draw_pile", "hands", "named",
                 "pending", "played_on", "player", "plays_first", "rng", "rules", "side", "skips", "stack_open", "state",
                 "statuses", "target")

    def __init__(self, rules: Rules, s: GameState, player: int, card: Card, named: str | None,
                 hands: list[tuple[Card, ...]], colour: str | None,
                 discard: tuple[Card, ...] | None = None, target: int | None = None,
                 played_on: Card | None = None) -> None:
        self.rules = rules
        self.state = s
        self.player = player
        self.target = target  # the other player the play names (a seat in the round), if it names one
        self.card = card  # now the top of the discard pile
        self.played_on = played_on  # the card it was laid on, in the action that plays it (Ctx.played_on)
        self.named = named  # the colour named in the action
        self.hands = hands  # the player's without the card
        self.colour = colour
        self.direction = s.direction
        self.draw_pile = s.draw_pile
        self.discard = s.discard_pile if discard is None else discard  # bottom first, the card on top
        self.side = s.side
        self.rng = s.rng
        self.skips = 0
        self.plays_first: int | None = None  # who plays next, when an effect says so
        self.challenge_open = False
        self.chooser: int | None = None  # who names the colour, in an action of their own
        self.pending = s.pending_draw  # the total a draw passed on has reached
        self.stack_open = False  # the next player answers the total (stacks or draws it)
        self.statuses = s.statuses  # a row per status, a count per seat

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def dealer(self) -> int:
        return self.state.dealer

    def draw(self, who: str, n: int) -> bool:
        """``Table.draw_cards`` for each seat of ``who``, when the draw pile holds enough
        (a reshuffle is the reference path's)."""
        return self._each_draws(who, lambda pile, state: (n, state) if len(pile) >= n else None)

    def seats(self, who: str) -> tuple[int, ...] | None:
        """The seats ``who`` names (None: a target, when the play names none)."""
        s = self.state
        return seats_for(who, self.player, s.players, self.direction, s.dealer, self.target)

    def draw_random(self, who: str, low: int, high: int) -> bool:
        """``RandomDraw.run``: each seat of ``who`` draws ``low`` to ``high`` cards, the number
        from the game's generator, when the draw pile holds them."""

        def count(pile: tuple[Card, ...], state: int) -> tuple[int, int] | None:
            state, i = rng.sample_index(high - low + 1, state)
            return (low + i, state) if len(pile) >= low + i else None

        return self._each_draws(who, count)

    def draw_until_colour(self, who: str) -> bool:
        """``DrawUntilColour.run``: each seat of ``who`` draws until a card of the active
        colour comes, when the draw pile holds it (else a reshuffle: the reference path)."""
        colour = self.colour

        def count(pile: tuple[Card, ...], state: int) -> tuple[int, int] | None:
            k = next((i + 1 for i, c in enumerate(pile) if c.color == colour), 0)
            return (k, state) if k else None

        return self._each_draws(who, count)

    def _each_draws(self, who: str, count: Callable[[tuple[Card, ...], int], tuple[int, int] | None]) -> bool:
        """Each seat of ``who`` in turn takes the top cards of the draw pile, as many as
        ``count`` says from the pile left and the generator's state (None: the pile cannot
        give them). Nothing changes unless every seat drew."""
        seats = self.seats(who)
        if seats is None:
            return False
        pile, state = self.draw_pile, self.rng
        drawn: dict[int, tuple[Card, ...]] = {}
        for seat in seats:
            got = count(pile, state)
            if got is None:
                return False
            n, state = got
            drawn[seat] = drawn.get(seat, self.hands[seat]) + pile[:n]
            pile = pile[n:]
        for seat, hand in drawn.items():
            self.hands[seat] = hand
        self.rng, self.draw_pile = state, pile
        return True

    def give(self, status: str, who: str, turns: int) -> bool:
        """``GiveStatus.run``: the one seat ``who`` names holds ``status`` for ``turns`` turn
        starts (a state whose rows do not name the status yet is the reference path's)."""
        i = self.rules.status_index.get(status)
        seats = self.seats(who)
        if i is None or seats is None or len(seats) != 1 or i >= len(self.statuses):
            return False
        (seat,) = seats
        rows = list(self.statuses)
        row = rows[i]
        rows[i] = (*row[:seat], turns, *row[seat + 1:])
        self.statuses = tuple(rows)
        return True

    def turn_over(self) -> None:
        """``TurnOver.run``: every zone turned over as one stack (order reversed, each card
        showing its other face), and the other side up."""
        flip = flipped_of(self.rules)
        self.discard = tuple(flip[c] for c in reversed(self.discard))
        self.draw_pile = tuple(flip[c] for c in reversed(self.draw_pile))
        self.hands[:] = [tuple(flip[c] for c in h) for h in self.hands]
        self.side = 1 - self.side
        self.colour = self.discard[-1].color

    def probe(self) -> Probe:
        """``Table.probe`` for the player (a guarded effect's condition reads it)."""
        s = self.state
        top = self.discard[-1]
        return Probe(top, top, self.colour, self.hands[self.player], s.players, self.player,
                     self.target, s.dealer, self.direction,
                     {st.name: row for st, row in zip(self.rules.statuses, self.statuses, strict=False)},
                     [len(h) for h in self.hands], self.rules,
                     legality.seat_playable(self.rules, self.hands, top, self.colour, s.players),
                     self.played_on)


def flipped_of(rules: Rules) -> dict[Card, Card]:
    """Every card of the deck, either face up, and the same card turned over."""
    tb: Tables = rules.fast
    got = tb.flipped
    if got is None:
        got = tb.flipped = {}
        for c in rules.deck:
            got[c] = c.flipped()
            got[c.flipped()] = c
    return got


def _begin_turn(s: GameState, d: dict[str, Any], seat: int) -> GameState:
    """``engine.begin_turn`` on the fields ``d``: ``seat`` plays next, counting its statuses down."""
    d["phase"] = TURN
    d["to_act"] = seat
    d["drawn"] = None
    statuses = d["statuses"]
    if statuses:
        for row in statuses:
            if row[seat] > 0:
                d["statuses"] = tuple(
                    (*row[:seat], row[seat] - 1, *row[seat + 1:]) if row[seat] > 0 else row for row in statuses
                )
                break
    return state_of(d)


# --- legal actions -------------------------------------------------------------------
def legal(rules: Rules, s: GameState) -> tuple[Action, ...] | None:
    """The legal actions at the start of a turn or after a draw; None: the reference
    path decides (another phase, a card whose playability needs the hand after a draw)."""
    phase = s.phase
    tb: Tables = rules.fast
    if phase == RESPOND or phase == CHOOSE:
        if s.held is not None and rules.picks_at(s.held.place, s.held.kind, s.held.at):
            return None  # cards are picked, not a colour: the reference lists the hand's
        p = s.to_act
        if phase == CHOOSE:
            out = [legality._act(rules, "choose", p, color=c) for c in rules.colours_of(s.side)]
        else:
            out = [legality._act(rules, "challenge", p), legality._act(rules, "accept", p)]
        if s.uno_at_risk is not None or tb.out_of_turn:
            out.extend(legality.out_of_turn(rules, s))
        return tuple(out)
    if phase != TURN and phase != DRAWN:
        owner = rules.hooks.phase_owner.get(phase)
        if owner is None:
            return None
        listed = owner.fast_phase_actions(legality.services(rules), s)
        if listed is None:
            return None
        if s.uno_at_risk is not None or tb.out_of_turn:
            listed.extend(legality.out_of_turn(rules, s))
        return tuple(listed)
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
            held = tb.slow_cards.intersection(hand)
            if held:
                cards = cards.union(c for c in held if legality.playable(rules, c, top, color, hand, s.players))
        if len(cards) > 1:
            out = [a for c in sorted(cards, key=rules.order.__getitem__) for a in variants[c]]
        elif cards:
            (c,) = cards
            out = list(variants[c])
        else:
            out = []
        if tb.draw_anytime or not out:
            out.append(draw)
    else:
        d = s.drawn
        if d is None or rules.draw.again:
            return None  # nothing drawn, or a turn still open after drawing: the reference lists
        if not _can(rules, d, top, color, s.hands[p], s.players, ok):
            out = [pass_]
        elif not tb.must_play or not _honest(rules, d, top, color, s.hands[p], s.players):
            out = [*variants[d], pass_]
        else:
            out = list(variants[d])
    if s.uno_at_risk is not None or tb.out_of_turn:
        out.extend(legality.out_of_turn(rules, s))
    return tuple(out)


def _can(rules: Rules, card: Card, top: Card, color: str | None, hand: tuple[Card, ...], players: int,
         ok: frozenset[Card]) -> bool:
    """``legality.playable``: read from the table ``ok`` (playable_on(top, colour)) unless the
    card's playability needs the hand (then the reference's own test)."""
    if card.kind in rules.fast.slow:
        return legality.playable(rules, card, top, color, hand, players)
    return card in ok


def _honest(rules: Rules, card: Card, top: Card, color: str | None, hand: tuple[Card, ...], players: int) -> bool:
    """``legality.playable_honestly`` for a card known to be playable on (top, colour)."""
    req = rules.require_of.get(card.kind)
    return req is None or req.holds(legality.hand_probe(rules, card, top, color, hand, players))


# --- actions ---------------------------------------------------------------------------
def _play(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    card = a.card
    if p != s.to_act:
        return None
    tb: Tables = rules.fast
    plan = tb.plans.get(card)  # type: ignore[arg-type]  # None for no card
    if plan is None:
        return None  # not a simple kind
    assert card is not None
    if a.option is not None or card.kind in rules.options_of:
        return None  # a printed action picked: the effect's own run decides it (no fast meaning)
    target = a.target
    if target is not None or card.kind in rules.needs_target:
        # Another player of the round, named by a card that names one; anything else is
        # the reference path's to refuse, saying why.
        if (card.kind not in rules.needs_target or type(target) is not int or not 0 <= target < s.players
                or target == p or s.is_out(target)):
            return None
    held = s.hands[p]
    # Cards are interned: found by identity (tuple.index asks Card's __eq__, a Python-level
    # slot since Card orders itself, and took three times as long). First: a card's
    # playability may be asked of the hand that holds it.
    for i, c in enumerate(held):
        if c is card:
            hand = held[:i] + held[i + 1:]
            break
    else:
        return None
    phase = s.phase
    top = s.discard_pile[-1]
    colour = s.color
    if phase == TURN or phase == DRAWN or phase == STACK:
        if phase == DRAWN and card is not s.drawn:
            return None
        if phase == STACK and card.kind not in rules.stack_on.get(top.kind, ()):
            return None  # (stacked, a card is still played by its own rules: the table's)
        ok = tb.ok.get((top, colour))
        if ok is None:
            ok = tb.playable_on(top, colour)
        if not _can(rules, card, top, colour, held, s.players, ok):
            return None
    else:
        # A phase a clause kind owns (cards added to those played together): its own rule.
        owner = rules.hooks.phase_owner.get(phase)
        if owner is None or not owner.fast_phase_play(legality.services(rules), s, card):
            return None
    effects, needs_colour = plan
    named = a.color
    if needs_colour:
        if named not in rules.colours_of(s.side):
            return None
    elif named is not None:
        return None
    if not hand:
        return None  # the round ends: scoring and the last-card rule are the reference's
    if card.color is not None:
        colour = card.color
    d = s.__dict__.copy()
    hands = list(s.hands)
    hands[p] = hand
    discard = s.discard_pile + (card,)  # noqa: RUF005 - concatenation is faster than unpacking
    direction = s.direction
    skips = 0
    challenge = False
    stack = False
    pending = s.pending_draw
    first: int | None = None
    waiting: HeldEffects | None = None
    chooser: int | None = None
    if effects:
        f = FastPlay(rules, s, p, card, named, hands, colour, discard, target, top)
        for i, e in enumerate(effects):
            if not e.fast(f):
                return None
            if f.chooser is not None and defers_choice(e, "on"):
                # Someone else names the colour: the rest of the clause waits for it (run_clause).
                chooser = f.chooser
                waiting = HeldEffects("on", card.kind, i + 1, p, target, f.skips)
                break
        colour, skips, challenge, direction, discard = f.colour, f.skips, f.challenge_open, f.direction, f.discard
        first = f.plays_first
        stack, pending = f.stack_open, f.pending
        if first is not None and (challenge or stack):
            return None  # the answer comes first: the reference path's
        if chooser is not None and (challenge or stack or first is not None or phase == STACK):
            return None  # a colour to name beside another answer: the reference path's
        d["direction"] = direction
        d["rng"] = f.rng
        d["draw_pile"] = f.draw_pile
        d["statuses"] = f.statuses
        if f.side != s.side:
            d["side"] = f.side
    if not all(hands):
        return None  # a hand emptied by an effect wins: the reference's
    d["hands"] = tuple(hands)
    d["discard_pile"] = discard
    d["color"] = colour
    if phase == STACK:
        if challenge:
            return None  # the total waits for the challenge's outcome: the reference path's
        # A card stacked on a pending draw passes the total on, grown by its own draw if
        # it has one (a Reverse passes it on as it is).
        stack = True
    d["pending_draw"] = pending if stack else 0
    d["uno_at_risk"] = p if len(hand) == 1 and rules.uno else None
    d["drawn"] = None
    keeps = rules.hooks.fast_after_play
    if keeps:
        svc = legality.services(rules)
        for keep in keeps:
            kept = keep(svc, s, d, card, p)
            if kept is None:
                return None
            if kept:
                if challenge or stack or first is not None or chooser is not None:
                    return None  # kept beside an answer or a chosen next player: the reference's
                return state_of(d)  # the turn stays with the player, in the phase the kind says
    n = s.players
    if chooser is not None:
        d["held"] = waiting
        d["phase"] = CHOOSE
        d["to_act"] = chooser
        return state_of(d)
    if challenge:
        # The next player answers; guilt is judged by the colour active before the card.
        req = rules.require_of.get(card.kind)
        guilty = req is not None and not req.holds(
            Probe(card, top, s.color, hand, n, rules=rules))
        d["challenge"] = PendingChallenge(p, card.kind, guilty)
        d["phase"] = RESPOND
        d["to_act"] = (p + direction) % n
        d["drawn"] = None
        return state_of(d)
    if stack:
        # The next player answers the total; skips are not counted (the reference's finish).
        d["phase"] = STACK
        d["to_act"] = (p + direction) % n
        return state_of(d)
    if first is not None:
        return _begin_turn(s, d, first)
    return _begin_turn(s, d, (p + (1 + skips) * direction) % n)


def _respond(rules: Rules, s: GameState, a: Action) -> GameState | None:
    """Challenge or accept a challengeable card: the outcome's effects, on the fast path."""
    p = a.player
    if s.phase == STACK:
        return _accept_total(rules, s, a)
    ch = s.challenge
    if (p != s.to_act or s.phase != RESPOND or ch is None
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    rule = rules.challenge_of[ch.kind]
    effects = rule.accepted if a.kind == ActionKind.ACCEPT else rule.guilty if ch.guilty else rule.innocent
    hands = list(s.hands)
    f = FastPlay(rules, s, ch.player, s.discard_pile[-1], None, hands, s.color)
    for e in effects:
        if not e.fast(f) or f.challenge_open or f.stack_open or f.chooser is not None:
            return None
    if f.side != s.side:
        return None
    d = s.__dict__.copy()
    d["challenge"] = None
    d["pending_draw"] = 0  # no fast outcome stacks, so a stack the card answered ends
    return _then_next_turn(s, d, f, p)


def _choose(rules: Rules, s: GameState, a: Action) -> GameState | None:
    """A colour named for a card someone else played: the rest of its clause, on the fast
    path (``core._choose``: run_clause from where it waited, then the next turn)."""
    p = a.player
    held = s.held
    if (p != s.to_act or s.phase != CHOOSE or held is None or held.place != "on" or held.target is not None
            or a.card is not None or a.target is not None or a.report is not None
            or rules.picks_at(held.place, held.kind, held.at)):
        return None
    colour = a.color
    if colour not in rules.colours_of(s.side):
        return None
    hands = list(s.hands)
    f = FastPlay(rules, s, held.player, s.discard_pile[-1], None, hands, colour)
    f.skips = held.skips
    for e in rules.clause(held.place, held.kind)[held.at:]:
        if not e.fast(f) or f.chooser is not None:
            return None
    if f.challenge_open or f.stack_open or f.side != s.side or not all(hands):
        return None
    d = s.__dict__.copy()
    d["held"] = None
    return _then_next_turn(s, d, f, p)


def _then_next_turn(s: GameState, d: dict[str, Any], f: FastPlay, actor: int) -> GameState:
    """After the rest of a card's effects ran for its player ``f.player`` in an answer by
    ``actor`` (a challenge's outcome, a colour named): what they changed, the answer as the
    actor's first action (their UNO window stays open), and the next turn (``core.finish``)."""
    d["hands"] = tuple(f.hands)
    d["draw_pile"] = f.draw_pile
    d["discard_pile"] = f.discard
    d["direction"] = f.direction
    d["color"] = f.colour
    d["rng"] = f.rng
    d["statuses"] = f.statuses
    if s.uno_at_risk != actor:
        d["uno_at_risk"] = None
    if f.plays_first is not None:
        return _begin_turn(s, d, f.plays_first)
    return _begin_turn(s, d, (f.player + (1 + f.skips) * f.direction) % s.players)


def _accept_total(rules: Rules, s: GameState, a: Action) -> GameState | None:
    """A draw passed on, accepted: the player draws the whole total and loses the turn,
    when the draw pile holds it (a reshuffle is the reference path's)."""
    p = a.player
    if (p != s.to_act or a.kind != ActionKind.ACCEPT
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    k = s.pending_draw
    pile = s.draw_pile
    if len(pile) < k:
        return None
    d = s.__dict__.copy()
    hands = list(s.hands)
    hands[p] = hands[p] + pile[:k]
    d["hands"] = tuple(hands)
    d["draw_pile"] = pile[k:]
    d["pending_draw"] = 0
    if s.uno_at_risk != p:
        d["uno_at_risk"] = None
    return _begin_turn(s, d, (p + s.direction) % s.players)


def _draw(rules: Rules, s: GameState, a: Action) -> GameState | None:
    """A draw in turn: one card, a random number of cards (a launcher's press) or cards
    until one is playable, when the draw pile holds them all (a reshuffle is the
    reference path's) and no card whose playability needs the hand is met."""
    p = a.player
    if (p != s.to_act or s.phase != TURN
            or a.card is not None or a.color is not None or a.target is not None or a.report is not None):
        return None
    pile = s.draw_pile
    if not pile:
        return None
    tb: Tables = rules.fast
    rule = rules.draw
    if rule.again:
        return None  # the turn stays open after drawing: the draw clause's own part decides
    top = s.discard_pile[-1]
    colour = s.color
    ok = tb.ok.get((top, colour))
    if ok is None:
        ok = tb.playable_on(top, colour)
    hand = s.hands[p]
    if not rule.anytime:
        # Drawing is allowed only without a playable card (the reference explains a refusal).
        if not ok.isdisjoint(hand) or (tb.slow and any(
                legality.playable(rules, c, top, colour, hand, s.players) for c in tb.slow_cards.intersection(hand))):
            return None
    d = s.__dict__.copy()
    d["uno_at_risk"] = None  # the drawer's own window closes, and so does anyone else's
    hands = list(s.hands)
    n = s.players
    if rule.random is not None:
        low, high = rule.random
        state, i = rng.sample_index(high - low + 1, s.rng)
        k = low + i
        if k > len(pile):
            return None
        hands[p] = hand + pile[:k]
        d["hands"] = tuple(hands)
        d["draw_pile"] = pile[k:]
        d["rng"] = state
        return _begin_turn(s, d, (p + s.direction) % n)
    if rule.until_playable:
        k = 0
        while True:
            if k == len(pile):
                return None  # the pile runs out first: a reshuffle
            card = pile[k]
            k += 1
            got = hand + pile[:k]
            if _can(rules, card, top, colour, got, n, ok) and _honest(rules, card, top, colour, got, n):
                break
        got = pile[:k]
    else:
        card = pile[0]
        k = 1
        got = pile[:1]
    hands[p] = hand + got
    d["hands"] = tuple(hands)
    d["draw_pile"] = pile[k:]
    if not _can(rules, card, top, colour, hands[p], n, ok):
        return _begin_turn(s, d, (p + s.direction) % n)  # the turn passes at once
    d["phase"] = DRAWN
    d["drawn"] = card
    return state_of(d)


def _pass(rules: Rules, s: GameState, a: Action) -> GameState | None:
    p = a.player
    if p != s.to_act or a.card is not None or a.color is not None or a.target is not None or a.report is not None:
        return None
    # A pass the phase's owner allows (after drawing, after cards played together).
    owner = rules.hooks.phase_owner.get(s.phase)
    if owner is None or not owner.fast_phase_pass(legality.services(rules), s):
        return None
    d = s.__dict__.copy()
    if s.uno_at_risk != p:
        d["uno_at_risk"] = None
    return _begin_turn(s, d, (p + s.direction) % s.players)


def apply(rules: Rules, s: GameState, a: Action) -> GameState | None:
    """The next state on the fast path, or None: the reference path decides."""
    fast = FAST.get(a.kind)
    if fast is None:
        return None
    nxt = fast(rules, s, a)
    if nxt is not None:
        checks = rules.hooks.fast_after_action
        if checks:
            d = nxt.__dict__
            for check in checks:
                if not check(s, d):
                    return None
    return nxt


FAST: dict[str, Callable[[Rules, GameState, Action], GameState | None]] = {
    "play": _play,
    "draw": _draw,
    "pass": _pass,
    "choose": _choose,
    "challenge": _respond,
    "accept": _respond,
}
