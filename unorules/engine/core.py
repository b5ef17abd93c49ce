"""The concrete reader of the IR: a pure, seeded state machine.

``apply`` never changes the state it is given: it works on a Table copy and
freezes it. Which effects run, and who may do what, come from the Rules IR; the
engine only knows the turn structure: a turn in which a card is played, the card's
effects and the colour or the player it names, a colour named later by someone else
(the rest of the card's clause waits for it: a choice any colour effect may hand on),
which colours are in play (a two-sided deck's side up is the table's), seats out of the
round, the end of a round. Every other mechanic (drawing, stacking, challenges, UNO
calls and catches, reports, a wrong-card penalty, cards played together, jump-ins,
knock-outs) is its clause kind's engine part, which the engine calls at the named points
of the turn (:mod:`unorules.engine.hooks`): the phases a kind owns, the actions it takes,
what it adds to a turn, to a play and to who is next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import attrs

from unorules.cards import Card
from unorules.engine import fastpath, legality, rng
from unorules.engine.probe import Ctx
from unorules.engine.state import (
    ACTION_FIELDS,
    CHOOSE,
    GAME_OVER,
    ROUND_OVER,
    TURN,
    Action,
    ActionKind,
    GameState,
    HeldEffects,
    PlayerView,
    shown,
    state_of,
    view_of,
)
from unorules.engine.table import Table
from unorules.errors import ArgumentError, IllegalAction, StateError
from unorules.ir.rules import defers_choice
from unorules.ir.vocab import IN_TURN

if TYPE_CHECKING:
    from collections.abc import Sequence

    from unorules.engine.tables import Bound as Rules
    from unorules.ir.effects import Effect
    from unorules.ir.readers import Turn

__all__ = ["IN_TURN", "apply", "legal_actions", "new_game", "view"]
_UNKNOWN = object()


# --- starting ------------------------------------------------------------------
def new_game(rules: Rules, players: int, seed: int, dealer: int | None) -> GameState:
    for name, value in (("players", players), ("seed", seed)):
        if not _is_int(value):
            raise ArgumentError(f"{name} must be a whole number, not {value!r}")
    if dealer is not None and not _is_int(dealer):
        raise ArgumentError(f"dealer must be a seat number, not {dealer!r}")
    if not rules.min_players <= players <= rules.max_players:
        raise ArgumentError(
            f"{rules.name} is played by {rules.min_players} to {rules.max_players} players, not {players}"
        )
    state = rng.seed_state(seed)
    if dealer is None:
        dealer = 0  # unless a clause says how the first dealer is found
        for first in rules.hooks.first_dealer:
            dealer, state = first(legality.services(rules), players, state)
    elif not 0 <= dealer < players:
        raise ArgumentError(f"dealer must be a seat from 0 to {players - 1}")
    empty = GameState(
        variant=rules.name, players=players, hands=((),) * players, draw_pile=(),
        discard_pile=(), color=None, direction=1, to_act=dealer, dealer=dealer,
        scores=(0,) * players, rng=state,
    )
    return deal(rules, empty)


# A round is dealt afresh: every field of the state that has a default starts from it (the
# phase, and whatever state a clause kind keeps: its at_deal sets what is not the default),
# but the game's own, which run on from round to round.
_GAME_LONG = frozenset({"winner", "rng", "round"})
_DEALT_FRESH: dict[str, Any] = {f.name: f.default for f in attrs.fields(GameState)
                                 if f.default is not attrs.NOTHING and f.name not in _GAME_LONG}


def deal(rules: Rules, s: GameState) -> GameState:
    """Shuffle the whole deck, deal from the dealer's left, turn the first card over."""
    pile = list(rules.deck)
    state = rng.shuffle(pile, s.rng)
    n, h = s.players, rules.hand_size
    dealt = pile[::-1]  # in the order the cards come off the pile
    hands: list[tuple[Card, ...]] = [()] * n
    for k in range(n):  # one card at a time, from the dealer's left
        hands[(s.dealer + 1 + k) % n] = tuple(dealt[k:h * n:n])
    top = dealt[h * n]
    fields = {
        **s.__dict__, **_DEALT_FRESH,
        "hands": tuple(hands), "draw_pile": tuple(dealt[h * n + 1:]), "discard_pile": (top,),
        "color": top.color, "direction": 1, "to_act": (s.dealer + 1) % n, "rng": state,
    }
    for at_deal in rules.hooks.at_deal:  # each kind sets the state it keeps
        at_deal(fields, n)
    dealt_state = state_of(fields)
    if all(e.is_noop for e in rules.start_of[top.kind]):
        return dealt_state  # a start card that does nothing: the dealer's left plays first
    t = Table(rules, dealt_state)
    start_rule(t)
    return t.freeze()


def apply_start_rule(rules: Rules, s: GameState) -> GameState:
    """Apply the start-card rule of the current top discard (for scenarios)."""
    t = Table(rules, s)
    start_rule(t)
    return t.freeze()


def start_rule(t: Table) -> None:
    """The top discard was just turned over: it counts as played by the dealer."""
    # The compiler makes sure a card that stays is always left outside the hands, so each
    # pass finds one with a chance of at least one in the pile's size; the bound only keeps
    # a hand-built state (or a broken invariant) from turning cards over for ever.
    bound = 100 * (len(t.draw) + len(t.discard) + 1)
    for _ in range(bound):
        top = t.discard[-1]
        t.color = top.color
        t.reset_outcome()
        ctx = Ctx(player=t.dealer)
        t.held = None
        run_clause(t, "start", top.kind, ctx)
        if not t.turn_another:
            break
        if not t.draw:
            break  # nothing else to turn over: keep this card (cannot happen with a sane deck)
        t.discard.pop()
        t.draw.append(top)
        t.shuffle(t.draw)
        t.discard.append(t.draw.pop())
    else:
        raise StateError(f"the start of the round turned {bound} cards over and every one was sent back: "
                         "no card that may stay is left outside the hands")
    finish(t, ctx)


# --- running a clause ------------------------------------------------------------
def run_clause(t: Table, place: str, kind: str, ctx: Ctx, start: int = 0) -> bool:
    """Run the effects of a clause (see ``RuleSet.clause``) from ``start`` on, in order.
    When one hands the colour choice to a later action, the rest wait in the state
    (``held``) and run once the colour is named: a draw until the active colour draws
    until the new one. True when the rest is held."""
    effects = t.rules.clause(place, kind)
    for i in range(start, len(effects)):
        e = effects[i]
        e.run(t, ctx)
        if t.chooser is not None and defers_choice(e, place):
            t.held = HeldEffects(place, kind, i + 1, ctx.player, ctx.target, t.skips)
            return True
    return False


# --- after effects ---------------------------------------------------------------
def finish(t: Table, ctx: Ctx) -> None:
    """Decide who acts next from what the effects asked for: a colour to name, an answer a
    clause kind awaits (a challenge, a stack), or the next turn."""
    if t.chooser is not None:
        t.phase, t.to_act = CHOOSE, t.chooser
        return
    for awaits in t.rules.hooks.awaits:
        if awaits(t, ctx.player):
            return
    if t.plays_first is not None:
        nxt = t.plays_first
    else:
        nxt = t.seat_after(ctx.player, 1 + t.skips)
    begin_turn(t, nxt)


def begin_turn(t: Table, seat: int) -> None:
    t.begin_turn(seat)


def end_round(t: Table, winner: int) -> None:
    t.end_round(winner)


# --- legal actions ---------------------------------------------------------------
def legal_actions(rules: Rules, s: GameState) -> tuple[Action, ...]:
    # The common phases go through the fast path's playability tables (same result:
    # unorules.engine.differential compares them with legal_actions_reference).
    ok = rules.hooks.fast_lists  # a kind may rule the fast tables' list out in some states
    if fastpath.enabled and (not ok or all(f(s) for f in ok)):
        got = fastpath.legal(rules, s)
        if got is not None:
            return got
    return legal_actions_reference(rules, s)


def legal_actions_reference(rules: Rules, s: GameState) -> tuple[Action, ...]:
    """The legal actions, computed card by card with ``playable``."""
    if s.phase == GAME_OVER:
        return ()
    if s.phase == ROUND_OVER:
        return (legality._act(rules, "next_round", s.to_act),)
    p = s.to_act
    hand = s.hands[p]
    top = s.discard_pile[-1]
    out: list[Action] = []
    hooks = rules.hooks
    if s.phase == TURN:
        for card in sorted(set(hand), key=rules.order.__getitem__):
            if legality.playable(rules, card, top, s.color, hand, s.players):
                out.extend(legality._play_variants(rules, s.players, p, card))
        if hooks.in_turn:
            e = engine(rules)
            out.extend(x for offer in hooks.in_turn for x in offer(e, s, out))
    elif s.phase == CHOOSE and s.held is not None and rules.picks_at(s.held.place, s.held.kind, s.held.at):
        out.extend(legality._act(rules, "choose", p, card=c) for c in _pickable(rules, s, p))
    elif s.phase == CHOOSE:
        out.extend(legality._act(rules, "choose", p, color=c) for c in colours_up(rules, s))
    elif s.phase in hooks.phase_owner:
        out.extend(hooks.phase_owner[s.phase].phase_actions(engine(rules), s))
    if hooks.out_of_turn:
        out.extend(legality.out_of_turn(rules, s, tables=fastpath.enabled))
    for strike in hooks.strike:
        out = strike(s, out)
    return tuple(out)


def seat_legal_actions(rules: Rules, s: GameState, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` may take: exactly those ``apply`` accepts from that seat."""
    # A driver asks every seat in turn about one state: its table's list is kept for it
    # (the state itself is kept too, so its id cannot be another's).
    last = rules.memo.get(_LAST_TABLE)
    if last is not None and last[0] is s:
        table = last[1]
    else:
        table = legal_actions(rules, s)
        rules.memo[_LAST_TABLE] = (s, table)
    return legality.seat_actions(rules, s, table, seat)


_LAST_TABLE = ("the table's list of the last state asked about by seat",)


# --- applying an action ---------------------------------------------------------
def apply(rules: Rules, s: GameState, a: Action) -> GameState:
    # An action the engine listed itself (in rules.fast.known) is well formed; any other
    # is checked. The default is no object a caller can pass, None included.
    if rules.fast.known.get(id(a), _UNKNOWN) is not a:
        if not isinstance(a, Action):
            raise IllegalAction(f"expected an Action, got {type(a).__name__}", a)
        problem = _malformed(a)
        if problem:
            raise IllegalAction(problem, a)
    if not 0 <= s.to_act < s.players:
        raise IllegalAction(f"the state's player to act ({s.to_act}) is no seat of a "
                            f"{s.players}-player game", a)
    # The fast paths know the engine parts of some clause kinds only.
    if fastpath.enabled and rules.hooks.fast:
        nxt = fastpath.apply(rules, s, a)
        if nxt is not None:
            return nxt
    return _apply_reference(rules, s, a)


def _apply_reference(rules: Rules, s: GameState, a: Action) -> GameState:
    if not 0 <= a.player < s.players:
        raise IllegalAction(f"there is no player {a.player} in a {s.players}-player game", a)
    if a.kind == ActionKind.NEXT_ROUND:
        return _next_round(rules, s, a)
    if s.round_over:
        raise IllegalAction("the round is over: the only action is next_round"
                            if not s.game_over else "the game is over", a)
    hooks = rules.hooks
    if (a.kind in IN_TURN and a.player != s.to_act
            and not any(takes(s, a) for takes in hooks.takes_out_of_turn)):
        raise IllegalAction(f"it is player {s.to_act}'s turn, not player {a.player}'s", a)
    t = Table(rules, s)
    for before in hooks.before_action:
        before(t, s, a)
    handler = _HANDLERS.get(a.kind)
    if handler is not None:
        handler(rules, s, t, a)
    else:
        owner = hooks.phase_owner.get(s.phase)
        if owner is not None and a.kind in owner.phase_takes:
            owner.phase_act(engine(rules), t, s, a)
        elif a.kind in hooks.action_owner:
            hooks.action_owner[a.kind].act(engine(rules), t, s, a)
        else:
            raise IllegalAction(_refusal(rules, a), a)
    for after in hooks.after_action:
        after(t)
    return t.freeze()


def _refusal(rules: Rules, a: Action) -> str:
    """Why an action nothing in the variant takes now is refused."""
    words = rules.hooks.refusals.get(a.kind)
    if words is None:
        return f"nothing in {rules.name} lets anyone {a.kind} now"
    return words.format(player=a.player, report=a.report, passes=", or ".join(rules.hooks.passes_after))


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# A seat number is far below this; larger ones are refused before they are printed.
SEAT_BOUND = 1 << 31


def _malformed(a: Action) -> str:
    """Why an action's fields cannot mean anything, or ''."""
    if not isinstance(a.kind, str) or a.kind not in ACTION_FIELDS:
        return f"unknown action kind {shown(a.kind)} (actions: {', '.join(ACTION_FIELDS)})"
    # A StrEnum key is found by its text: no ActionKind(...) lookup on this path, which every
    # action the engine did not list itself takes (a caller's, a test's, a refused one).
    allowed = ACTION_FIELDS[a.kind]  # type: ignore[index]
    fields = ("card", "color", "target", "report", "option")
    if any(getattr(a, f) is not None and f not in allowed for f in fields):
        extra = [f for f in fields if getattr(a, f) is not None and f not in allowed]
        return f"a {a.kind} action names no {' or '.join(extra)}"
    if not _is_int(a.player) or not -SEAT_BOUND < a.player < SEAT_BOUND:
        return f"player must be a seat number, not {shown(a.player)}"
    if a.card is not None and not isinstance(a.card, Card):
        return f"card must be a Card (use rules.card('red 5')), not {shown(a.card)}"
    if a.color is not None and not isinstance(a.color, str):
        return f"color must be a colour name, not {shown(a.color)}"
    if a.target is not None and (not _is_int(a.target) or not -SEAT_BOUND < a.target < SEAT_BOUND):
        return f"target must be a seat number, not {shown(a.target)}"
    if a.report is not None and not isinstance(a.report, str):
        return f"report must be the name of a report, not {shown(a.report)}"
    if a.option is not None and (not _is_int(a.option) or not -SEAT_BOUND < a.option < SEAT_BOUND):
        return f"option must be the number of one of the card's actions, not {shown(a.option)}"
    return ""


def _next_round(rules: Rules, s: GameState, a: Action) -> GameState:
    if s.phase != ROUND_OVER:
        raise IllegalAction("the game is over" if s.game_over else "the round is not over", a)
    if a.player != s.to_act:
        # One seat deals on (the round's winner, to act once the round is over), so the
        # move is listed once and a record has one way to say it.
        raise IllegalAction(f"the next round is player {s.to_act}'s to start (the round's winner), "
                            f"not player {a.player}'s", a)
    nxt = GameState(
        variant=s.variant, players=s.players, hands=s.hands, draw_pile=s.draw_pile,
        discard_pile=s.discard_pile, color=s.color, direction=1,
        to_act=(s.dealer + 1) % s.players, dealer=(s.dealer + 1) % s.players, scores=s.scores,
        rng=s.rng, round=s.round + 1,
    )
    return deal(rules, nxt)


def _need_card(s: GameState, a: Action) -> Card:
    if a.card is None:
        raise IllegalAction("a play names the card", a)
    if a.card not in s.hands[a.player]:
        raise IllegalAction(f"player {a.player} holds no {a.card}", a)
    return a.card


def _check_choices(rules: Rules, s: GameState, a: Action, card: Card) -> None:
    if card.kind in rules.needs_colour:
        if a.color not in colours_up(rules, s):
            raise IllegalAction(f"{card} names a colour: one of {', '.join(colours_up(rules, s))}", a)
    elif a.color is not None:
        raise IllegalAction(f"{card} does not name a colour", a)
    if card.kind in rules.needs_target:
        if a.target is None or not 0 <= a.target < s.players or a.target == a.player:
            raise IllegalAction(f"{card} names another player as its target", a)
        for check in rules.hooks.check_target:
            check(s, a)
    elif a.target is not None:
        raise IllegalAction(f"{card} does not name a target", a)
    offers = rules.options_of.get(card.kind, 0)
    if offers:
        if a.option is None or not 1 <= a.option <= offers:
            raise IllegalAction(f"{card} names which of its {offers} actions it does: #1 to #{offers}", a)
    elif a.option is not None:
        raise IllegalAction(f"{card} offers no choice of actions", a)


def _play(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    card = _need_card(s, a)
    hand = s.hands[a.player]
    top = s.discard_pile[-1]
    hooks = rules.hooks
    e = rules.memo.get(Engine) or engine(rules)  # every play: the memo read inline
    owner = hooks.phase_owner.get(s.phase)
    if s.phase == TURN:
        ok = legality.playable(rules, card, top, s.color, hand, s.players)
        if a.player != s.to_act:
            for check in hooks.check_out_of_turn:
                check(e, s, card, a)
    elif owner is not None:
        ok = owner.phase_play(e, s, card, a)
    else:
        raise IllegalAction(f"player {a.player} must {legality.phase_need(rules, s)} now", a)
    _check_choices(rules, s, a, card)  # a malformed play is illegal, never a wrong card
    if not ok:
        if a.player == s.to_act and any(refused(e, t, s, card, a) for refused in hooks.refused_play):
            return
        raise IllegalAction(legality.unplayable_reason(rules, card, s, hand), a)
    t.hands[a.player].remove(card)
    t.discard.append(card)
    if card.color is not None:
        t.color = card.color
    t.to_act = a.player
    for laid in hooks.laid:
        laid(t, s, card, a.player)
    left = len(t.hands[a.player])
    ctx = Ctx(player=a.player, target=a.target, colour=a.color, final=left == 0, played_on=top, option=a.option)
    if left == 0:
        run_clause(t, "last", card.kind, ctx)
        # A round is won by an empty hand: the player's, unless the last card's own effects
        # handed them cards (hands passed on, say); then by a hand they left empty, and if
        # none is, the round goes on.
        if not t.hands[a.player]:
            end_round(t, a.player)
            return
    else:
        run_clause(t, "on", card.kind, ctx)
    for after_effects in hooks.after_effects:
        after_effects(e, t, s, card, a.player, left == 0)
    for seat, h in enumerate(t.hands):
        if not h and not t.is_out(seat):
            end_round(t, seat)  # a hand emptied by an effect (a swap, a discard, say) also wins
            return
    for after in hooks.after_play:
        if after(e, t, s, card, a.player):
            return  # the turn stays with the player
    finish(t, ctx)


def colours_up(rules: Rules, s: GameState) -> tuple[str, ...]:
    """The colours a card may name in ``s``: the clause deciding which face is up says them."""
    up = rules.hooks.colours_up
    return up[0](rules, s) if up else rules.colours


def _pickable(rules: Rules, s: GameState, seat: int) -> list[Card]:
    """The cards of ``seat``'s hand it may pick now: those it has not picked yet, each once."""
    left = list(s.hands[seat])
    for c in s.picked[seat] if s.picked else ():
        left.remove(c)
    return sorted(set(left), key=rules.order.__getitem__)


def _pick(rules: Rules, s: GameState, t: Table, a: Action, held: HeldEffects) -> None:
    """A card picked for the effect the clause waits behind: the effect names the next
    seat to pick, or is done with the cards, and then the rest of the clause runs."""
    if a.card is None or a.color is not None:
        raise IllegalAction(f"player {a.player} picks a card of their hand now, and names no colour", a)
    if a.card not in _pickable(rules, s, a.player):
        raise IllegalAction(f"player {a.player} holds no {a.card} that is not picked already", a)
    if not t.picked:
        t.picked = [[] for _ in range(s.players)]
    t.picked[a.player].append(a.card)
    ctx = Ctx(player=held.player, target=held.target)
    rules.waiting(held.place, held.kind, held.at).picked(t, ctx)
    if t.chooser is not None:  # another pick is awaited: the clause still waits
        t.phase, t.to_act = CHOOSE, t.chooser
        return
    _go_on(t, held)


def _choose(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    """A colour named after the card that asked for it (by another player, or at the start
    of the round), or a card picked for an effect: the rest of the card's clause runs."""
    if s.phase != CHOOSE:
        raise IllegalAction("no colour is to be chosen now", a)
    held = s.held
    if held is not None and rules.picks_at(held.place, held.kind, held.at):
        _pick(rules, s, t, a, held)
        return
    if a.card is not None:
        raise IllegalAction("a colour is chosen now, not a card", a)
    if a.color not in colours_up(rules, s):
        raise IllegalAction(f"choose one of {', '.join(colours_up(rules, s))}", a)
    t.color = a.color
    if held is None:  # a colour asked for by nothing that goes on (a state built by hand)
        begin_turn(t, a.player)
        return
    _go_on(t, held)


def _go_on(t: Table, held: HeldEffects) -> None:
    """The card's clause goes on where it stopped, for the player who played it."""
    t.held = None
    t.skips = held.skips
    ctx = Ctx(player=held.player, target=held.target)
    if not run_clause(t, held.place, held.kind, ctx, held.at):
        for seat, h in enumerate(t.hands):
            if not h and not t.is_out(seat):
                end_round(t, seat)  # a hand the rest of the clause emptied wins
                return
    finish(t, ctx)


class Engine(legality.Services):
    """What the engine offers a clause kind's engine part while it applies an action (the
    protocol :class:`unorules.ir.readers.Acting`), for one variant."""

    __slots__ = ()

    # The engine's parts are handed the engine's own Table (a Turn to them).
    def run_effects(self, t: Turn, effects: Sequence[Effect], player: int, target: int | None = None) -> None:
        ctx = Ctx(player=player, target=target)
        for e in effects:
            e.run(t, ctx)

    def run_clause(self, t: Turn, place: str, kind: str, player: int) -> bool:
        return run_clause(cast(Table, t), place, kind, Ctx(player=player))

    def finish(self, t: Turn, player: int) -> None:
        finish(cast(Table, t), Ctx(player=player))


def engine(rules: Rules) -> Engine:
    """The engine's offer to the clause kinds' engine parts, one per variant."""
    got: Engine | None = rules.memo.get(Engine)
    if got is None:
        got = rules.memo[Engine] = Engine(rules)
    return got


# The actions of the turn structure; every other is taken by the owner of the phase or of
# the action kind (unorules.engine.hooks).
_HANDLERS = {
    "play": _play,
    "choose": _choose,
}


def view(rules: Rules, s: GameState, player: int) -> PlayerView:
    if not _is_int(player) or not 0 <= player < s.players:
        raise ArgumentError(f"there is no player {player!r} in a {s.players}-player game")
    return view_of(s, player)
