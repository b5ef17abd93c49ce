"""The concrete reader of the IR: a pure, seeded state machine.

``apply`` never changes the state it is given: it works on a Table copy and
freezes it. Which effects run, and who may do what, come from the Rules IR; the
engine only knows the turn structure (a turn, a drawn card, a colour to choose, a
challenge or a stack to answer, the end of a round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unorules.cards import Card
from unorules.engine import fastpath, legality, rng
from unorules.engine.probe import Ctx
from unorules.engine.state import (
    ACTION_FIELDS,
    CHOOSE,
    DRAWN,
    GAME_OVER,
    RESPOND,
    ROUND_OVER,
    STACK,
    TURN,
    Action,
    ActionKind,
    GameState,
    HeldEffects,
    PendingChallenge,
    PlayerView,
    shown,
    state_of,
    view_of,
)
from unorules.engine.table import Table
from unorules.errors import ArgumentError, IllegalAction, StateError
from unorules.ir.rules import defers_choice

if TYPE_CHECKING:
    from unorules.engine.tables import Bound as Rules

IN_TURN = frozenset({"play", "draw", "pass", "choose", "challenge", "accept"})
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
        if rules.dealer.highest_draw:
            dealer, state = pick_dealer(rules, players, state)
        else:
            dealer = 0
    elif not 0 <= dealer < players:
        raise ArgumentError(f"dealer must be a seat from 0 to {players - 1}")
    empty = GameState(
        variant=rules.name, players=players, hands=((),) * players, draw_pile=(),
        discard_pile=(), color=None, direction=1, to_act=dealer, dealer=dealer,
        scores=(0,) * players, rng=state,
    )
    return deal(rules, empty)


def pick_dealer(rules: Rules, players: int, state: int) -> tuple[int, int]:
    """Every contender draws a card; the highest deals (symbols count as the file says)."""
    contenders = list(range(players))
    # A deck whose cards all count the same can never break a tie: drawing again
    # would loop for ever, so the first tied seat deals.
    again = rules.dealer.ties_draw_again and len({
        k.number if k.number is not None else rules.dealer.symbols_count for k in rules.kinds
    }) > 1
    while True:
        pile = list(rules.deck)
        values = {}
        for seat in contenders:
            # Each contender takes a uniformly random card of those left (a partial shuffle).
            state, i = rng.sample_index(len(pile), state)
            pile[i], pile[-1] = pile[-1], pile[i]
            k = rules.kind_of[pile.pop().kind]
            values[seat] = k.number if k.number is not None else rules.dealer.symbols_count
        best = max(values.values())
        contenders = [s for s in contenders if values[s] == best]
        if len(contenders) == 1 or not again:
            return contenders[0], state


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
        **s.__dict__,
        "hands": tuple(hands), "draw_pile": tuple(dealt[h * n + 1:]), "discard_pile": (top,),
        "color": top.color, "direction": 1, "to_act": (s.dealer + 1) % n, "phase": TURN,
        "drawn": None, "pending_draw": 0, "challenge": None, "uno_at_risk": None,
        "statuses": tuple((0,) * n for _ in rules.statuses), "round_winner": None, "rng": state, "side": 0,
        "out": (), "held": None,
    }
    for at_deal in rules.hooks.at_deal:
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
    """Decide who acts next from what the effects asked for."""
    if t.chooser is not None:
        t.phase, t.to_act = CHOOSE, t.chooser
        return
    if t.challenge_open:
        t.phase, t.to_act = RESPOND, t.seat_after(ctx.player)
        return
    if t.stack_open:
        t.phase, t.to_act = STACK, t.seat_after(ctx.player)
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


def _unplayable_reason(rules: Rules, card: Card, s: GameState | Table, hand: tuple[Card, ...]) -> str:
    top = s.discard_pile[-1] if isinstance(s, GameState) else s.discard[-1]
    cond = rules.play_of[card.kind]
    probe = legality.hand_probe(rules, card, top, s.color, hand, s.players)
    if not cond.holds(probe):
        return (f"{card} cannot be played on {top} (active colour {s.color}): "
                f"it may be played when {cond.english()}")
    req = rules.require_of[card.kind]
    return f"{card} may only be played when {req.english()}"


# --- legal actions ---------------------------------------------------------------
def legal_actions(rules: Rules, s: GameState) -> tuple[Action, ...]:
    # The common phases go through the fast path's playability tables (same result:
    # unorules.engine.differential compares them with legal_actions_reference).
    if fastpath.enabled and not any(s.out):  # the fast tables offer every seat as a target
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
    if s.phase == TURN:
        for card in sorted(set(hand), key=rules.order.__getitem__):
            if legality.playable(rules, card, top, s.color, hand, s.players):
                out.extend(legality._play_variants(rules, s.players, p, card))
        if rules.draw.anytime or not out:
            out.append(legality._act(rules, "draw", p))
    elif s.phase == DRAWN:
        d = s.drawn
        can = d is not None and legality.playable(rules, d, top, s.color, hand, s.players)
        if can:
            assert d is not None
            out.extend(legality._play_variants(rules, s.players, p, d))
        if d is None or rules.draw.after == "may" or not legality.playable_honestly(
            rules, d, top, s.color, hand, s.players
        ):
            out.append(legality._act(rules, "pass", p))
    elif s.phase in rules.hooks.phase_owner:
        out.extend(rules.hooks.phase_owner[s.phase].phase_actions(legality.services(rules), s))
    elif s.phase == CHOOSE:
        out.extend(legality._act(rules, "choose", p, color=c) for c in rules.colours_of(s.side))
    elif s.phase == RESPOND:
        out.append(legality._act(rules, "challenge", p))
        out.append(legality._act(rules, "accept", p))
    elif s.phase == STACK:
        allowed = rules.stack_on.get(top.kind, frozenset())
        for card in sorted(set(hand), key=rules.order.__getitem__):
            if card.kind in allowed and legality.playable(rules, card, top, s.color, hand, s.players):
                out.extend(legality._play_variants(rules, s.players, p, card))
        out.append(legality._act(rules, "accept", p))
    if s.uno_at_risk is not None or rules.reports or rules.hooks.out_of_turn or "false_uno" in rules.penalty_of:
        out.extend(legality.out_of_turn(rules, s, tables=fastpath.enabled))
    if any(s.out):  # a knocked-out player cannot be the target of a play (a jump-in's either)
        out = [a for a in out if a.kind != "play" or a.target is None or not s.out[a.target]]
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
    if a.kind == "next_round":
        return _next_round(rules, s, a)
    if s.round_over:
        raise IllegalAction("the round is over: the only action is next_round"
                            if not s.game_over else "the game is over", a)
    handler = _HANDLERS.get(a.kind)
    if handler is None:
        raise IllegalAction(f"unknown action kind {a.kind!r}", a)
    if (a.kind in IN_TURN and a.player != s.to_act
            and not any(takes(s, a) for takes in rules.hooks.takes_out_of_turn)):
        raise IllegalAction(f"it is player {s.to_act}'s turn, not player {a.player}'s", a)
    t = Table(rules, s)
    if a.kind in IN_TURN and a.player != t.uno_at_risk:
        t.uno_at_risk = None  # the next player's first action closes the catch window
    handler(rules, s, t, a)
    for after in rules.hooks.after_action:
        after(t)
    return t.freeze()


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# A seat number is far below this; larger ones are refused before they are printed.
SEAT_BOUND = 1 << 31


def _malformed(a: Action) -> str:
    """Why an action's fields cannot mean anything, or ''."""
    if not isinstance(a.kind, str) or a.kind not in ACTION_FIELDS:
        return f"unknown action kind {shown(a.kind)} (actions: {', '.join(ACTION_FIELDS)})"
    extra = [f for f in ("card", "color", "target", "report")
             if getattr(a, f) is not None and f not in ACTION_FIELDS[ActionKind(a.kind)]]
    if extra:
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
        if a.color not in rules.colours_of(s.side):
            raise IllegalAction(f"{card} names a colour: one of {', '.join(rules.colours_of(s.side))}", a)
    elif a.color is not None:
        raise IllegalAction(f"{card} does not name a colour", a)
    if card.kind in rules.needs_target:
        if a.target is None or not 0 <= a.target < s.players or a.target == a.player:
            raise IllegalAction(f"{card} names another player as its target", a)
        if s.is_out(a.target):
            raise IllegalAction(f"player {a.target} is out of the game and cannot be a target", a)
    elif a.target is not None:
        raise IllegalAction(f"{card} does not name a target", a)


def _play(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    card = _need_card(s, a)
    hand = s.hands[a.player]
    top = s.discard_pile[-1]
    if s.phase == DRAWN and card != s.drawn:
        if s.drawn is None:  # both piles were exhausted: there is no drawn card to name
            raise IllegalAction("after drawing, only the drawn card may be played, and nothing "
                                "could be drawn: pass", a)
        raise IllegalAction(f"after drawing, only the drawn card ({s.drawn}) may be played", a)
    if s.phase == STACK:
        if card.kind not in rules.stack_on.get(top.kind, ()):
            raise IllegalAction(f"{card} cannot be stacked on {top}: draw the {s.pending_draw} cards "
                                "with 'accept' or stack a card the rules allow", a)
        # A stacked card is still played by its own rules: its colour or face, and a
        # restriction no challenge polices (a Draw Four's colour rule).
        if not legality.playable(rules, card, top, s.color, hand, s.players):
            raise IllegalAction(_unplayable_reason(rules, card, s, hand) + "; stacked on a pending draw "
                                "too, a card follows its own rules", a)
        ok = True
    elif s.phase in (TURN, DRAWN):
        ok = legality.playable(rules, card, top, s.color, hand, s.players)
        if a.player != s.to_act:
            for check in rules.hooks.check_out_of_turn:
                check(legality.services(rules), s, card, a)
    elif s.phase in rules.hooks.phase_owner:
        rules.hooks.phase_owner[s.phase].phase_play(legality.services(rules), s, card, a)
        ok = True
    else:
        raise IllegalAction(f"player {a.player} must {_phase_need(rules, s)} now", a)
    _check_choices(rules, s, a, card)  # a malformed play is illegal, never a wrong card
    if not ok:
        wrong = rules.penalty_of.get("wrong_card")
        if wrong is None or a.player != s.to_act:
            raise IllegalAction(_unplayable_reason(rules, card, s, hand), a)
        ctx = Ctx(player=a.player)
        for e in wrong:
            e.run(t, ctx)
        if t.turn_ends:
            begin_turn(t, t.seat_after(a.player))
        return
    guilty = False
    req = rules.require_of.get(card.kind)
    if req is not None and card.kind in rules.challenge_of:
        guilty = not req.holds(legality.hand_probe(rules, card, top, s.color, hand, s.players))
    t.hands[a.player].remove(card)
    t.discard.append(card)
    if card.color is not None:
        t.color = card.color
    t.to_act = a.player
    left = len(t.hands[a.player])
    if left == 1 and rules.uno:
        t.uno_at_risk = a.player
    elif t.uno_at_risk == a.player:
        t.uno_at_risk = None
    ctx = Ctx(player=a.player, target=a.target, colour=a.color, final=left == 0)
    t.drawn = None
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
        if t.challenge_open:
            t.challenge = PendingChallenge(a.player, card.kind, guilty)
    if left and s.phase == STACK and not t.stack_open and t.chooser is None:
        if not t.challenge_open:
            # A card stacked on a pending draw that adds nothing to it (a Reverse, say)
            # passes the total on as it is: the next player in the direction of play answers.
            t.stack_open = True
        # A challengeable card keeps the total pending: the outcome decides (an outcome
        # with 'draws N or stacks' adds to it; any other ends the stack).
    elif not t.stack_open:
        t.pending_draw = 0  # a card that does not pass the total on ends the stack
    for seat, h in enumerate(t.hands):
        if not h and not t.is_out(seat):
            end_round(t, seat)  # a hand emptied by an effect (a swap, a discard, say) also wins
            return
    for after in rules.hooks.after_play:
        if after(legality.services(rules), t, s, card, a.player):
            return  # the turn stays with the player
    finish(t, ctx)


def _phase_need(rules: Rules, s: GameState) -> str:
    need: dict[str, str] = {
        TURN: "play a card or draw",
        DRAWN: "play the drawn card or pass",
        CHOOSE: "choose a colour",
        RESPOND: "challenge or accept the card just played",
        STACK: "stack a card or accept the draw",
        **rules.hooks.phase_need,
    }
    return need.get(s.phase, "wait")


def _draw(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    if s.phase != TURN:
        raise IllegalAction(f"player {a.player} must {_phase_need(rules, s)} now", a)
    hand = s.hands[a.player]
    top = s.discard_pile[-1]
    if not rules.draw.anytime and any(
        legality.playable(rules, c, top, s.color, hand, s.players) for c in set(hand)
    ):
        raise IllegalAction("the rules allow drawing only without a playable card", a)
    if rules.draw.random is not None:
        # A launcher's press: what comes out goes to the hand and the turn ends.
        t.draw_cards(a.player, t.random_count(*rules.draw.random))
        if t.uno_at_risk == a.player:
            t.uno_at_risk = None
        begin_turn(t, t.seat_after(a.player))
        return
    drawn: Card | None = None
    while True:
        got = t.draw_cards(a.player, 1)
        if not got:
            break
        drawn = got[0]
        if not rules.draw.until_playable or legality.playable_honestly(
            rules, drawn, top, t.color, tuple(t.hands[a.player]), s.players
        ):
            break
    if t.uno_at_risk == a.player:
        t.uno_at_risk = None
    if drawn is None or not legality.playable(rules, drawn, top, t.color, tuple(t.hands[a.player]), s.players):
        # All three sheets: a drawn card that cannot be played ends the turn at once
        # ("otherwise the next player continues"); there is nothing left to decide.
        begin_turn(t, t.seat_after(a.player))
        return
    t.phase = DRAWN
    t.drawn = drawn


def _pass(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    if s.phase in rules.hooks.phase_owner:
        rules.hooks.phase_owner[s.phase].phase_pass(t, s, a)
        return
    if s.phase != DRAWN:
        # Other ways to pass exist only in a variant whose clauses have them.
        raise IllegalAction("you may pass only after drawing"
                            + "".join(f", or {words}" for words in rules.hooks.passes_after), a)
    d = s.drawn
    if (d is not None and rules.draw.after == "must"
            and legality.playable_honestly(rules, d, s.discard_pile[-1], s.color, s.hands[a.player], s.players)):
        raise IllegalAction(f"the drawn card {d} is playable and must be played", a)
    begin_turn(t, t.seat_after(a.player))


def _choose(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    if s.phase != CHOOSE:
        raise IllegalAction("no colour is to be chosen now", a)
    if a.color not in rules.colours_of(s.side):
        raise IllegalAction(f"choose one of {', '.join(rules.colours_of(s.side))}", a)
    t.color = a.color
    held = s.held
    if held is None:  # a colour asked for by nothing that goes on (a state built by hand)
        begin_turn(t, a.player)
        return
    # The card's clause goes on where it stopped, for the player who played it.
    t.held = None
    t.skips = held.skips
    ctx = Ctx(player=held.player, target=held.target)
    if not run_clause(t, held.place, held.kind, ctx, held.at):
        for seat, h in enumerate(t.hands):
            if not h and not t.is_out(seat):
                end_round(t, seat)  # a hand the rest of the clause emptied wins
                return
    finish(t, ctx)


def _respond(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    ch = s.challenge
    if s.phase == STACK and a.kind == "accept":
        t.draw_cards(a.player, s.pending_draw)
        t.pending_draw = 0
        begin_turn(t, t.seat_after(a.player))
        return
    if s.phase != RESPOND or ch is None:
        raise IllegalAction("there is nothing to challenge or accept", a)
    t.challenge = None
    t.reset_outcome()
    ctx = Ctx(player=ch.player)
    run_clause(t, "accepted" if a.kind == "accept" else ("guilty" if ch.guilty else "innocent"), ch.kind, ctx)
    if not t.stack_open:
        t.pending_draw = 0  # an outcome that does not stack ends a stack the card answered
    finish(t, ctx)


def _uno(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    if s.uno_at_risk == a.player and len(s.hands[a.player]) == 1:
        t.uno_at_risk = None
        return
    false = rules.penalty_of.get("false_uno")
    if false is not None and is_false_uno(s, a.player):
        ctx = Ctx(player=a.player)
        for e in false:
            e.run(t, ctx)
        return
    raise IllegalAction("only a player who has just gone down to one card calls UNO"
                        + ("; a false call is the player to act's, in their turn, with two cards or more"
                           if false is not None else ""), a)


def is_false_uno(s: GameState, player: int) -> bool:
    """A call of UNO the 'penalty false_uno' clause punishes: the player to act, in their
    turn, holding two cards or more."""
    return player == s.to_act and s.phase == TURN and len(s.hands[player]) >= 2


def _catch(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    tg = a.target
    if tg is None or tg != s.uno_at_risk or len(s.hands[tg]) != 1:
        raise IllegalAction("nobody can be caught: no player with one card has failed to call UNO "
                            "while the window is open", a)
    if tg == a.player:
        raise IllegalAction("a player cannot catch themselves", a)
    t.uno_at_risk = None
    ctx = Ctx(player=a.player, target=tg)
    for e in rules.penalty_of["missed_uno"]:
        e.run(t, ctx)
    _forget_lost_drawn(t)


def _forget_lost_drawn(t: Table) -> None:
    """A penalty or a report beside the turn may discard the card just drawn: then there is
    nothing left to play, only to pass."""
    if t.drawn is not None and t.drawn not in t.hands[t.to_act]:
        t.drawn = None


def _report(rules: Rules, s: GameState, t: Table, a: Action) -> None:
    rep = rules.report_of.get(a.report or "")
    if rep is None:
        known = ", ".join(rules.report_of) or "none in this variant"
        raise IllegalAction(f"unknown report {a.report!r} (reports: {known})", a)
    tg = a.target
    if tg is None or not 0 <= tg < s.players or tg == a.player:
        raise IllegalAction("a report names another player as its target", a)
    if rep.cond is not None and not rep.cond.holds(legality.report_probe(rules, s, a.player, tg)):
        raise IllegalAction(f"{rep.name} can be reported only when {rep.cond.english()}", a)
    ctx = Ctx(player=a.player, target=tg)
    t.reset_outcome()
    for e in rep.effects:
        e.run(t, ctx)
    _forget_lost_drawn(t)
    if t.turn_ends and tg == s.to_act and s.phase in (TURN, DRAWN):
        # Only a turn being played can end; a pending answer (challenge, stack, colour
        # choice) still has to be given.
        begin_turn(t, t.seat_after(tg))


_HANDLERS = {
    "play": _play,
    "draw": _draw,
    "pass": _pass,
    "choose": _choose,
    "challenge": _respond,
    "accept": _respond,
    "uno": _uno,
    "catch": _catch,
    "report": _report,
}


def view(rules: Rules, s: GameState, player: int) -> PlayerView:
    if not _is_int(player) or not 0 <= player < s.players:
        raise ArgumentError(f"there is no player {player!r} in a {s.players}-player game")
    return view_of(s, player)
