"""The table as the page draws it: positions as JSON, a game against bots, and a log
that says what each action did and why.

The game is :class:`unorules.play.session.Session`, the terminal table's own logic
(who decides next, out-of-turn windows, bots asked in turn); this module only turns
its states into what the page shows. The log's reasons come from the compiled rules:
a card's ``on`` clause, a challenge's verdict clause, a penalty's clause, each said
by the effects' own sentences, in the interface's language.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterable
from typing import Any

from unorules.cards import Card
from unorules.docs import pictures
from unorules.docs.rulebook import card_name
from unorules.engine.record import Seat
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState
from unorules.errors import ArgumentError, IllegalAction, UnorulesError
from unorules.i18n import _, current, language, ngettext, pgettext, pgettext_or
from unorules.ir import effects as fx
from unorules.ir import subjects
from unorules.ir.effects.nothing import Nothing
from unorules.ir.vocab import ActionKind, PenaltyEvent
from unorules.play.session import Session, held_statuses

JSON = dict[str, Any]
MAX_TABLES = 16
PLAYERS_MAX = 10


def card_key(card: Card) -> str:
    return f"{card.kind}/{card.color or ''}"


class Pictures:
    """Card pictures as data URIs, drawn once per card face of these rules."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.made: dict[str, str] = {}

    def add(self, card: Card, into: dict[str, str]) -> str:
        key = card_key(card)
        if key not in self.made:
            kind = self.rules.kind_of.get(card.kind)
            self.made[key] = (pictures.data_uri(pictures.card_svg(self.rules, kind, card.color))
                              if kind is not None else "")
        into[key] = self.made[key]
        return key


_PERSIAN_DIGITS = str.maketrans("0123456789", "".join(chr(0x06F0 + i) for i in range(10)))


def native(text: str) -> str:
    """Digits as the interface's language writes them (Persian: U+06F0 to U+06F9)."""
    return text.translate(_PERSIAN_DIGITS) if current() == "fa" else text


def seat_name(seat: int, you: int | None) -> str:
    """A seat as people count them, from 1 (the engine's p0 is player 1)."""
    return native(pgettext("table", "Player {n} (you)", n=seat + 1) if seat == you
                  else pgettext("table", "Player {n}", n=seat + 1))


def card_json(rules: Rules, card: Card, pics: Pictures, into: dict[str, str]) -> JSON:
    return {"text": str(card), "name": card_name(card), "pic": pics.add(card, into)}


def position(rules: Rules, state: GameState, pics: Pictures, seat: int | None) -> JSON:
    """A state as the page draws it; ``seat`` None shows every hand (a counterexample),
    else only that seat's (the others' as counts)."""
    into: dict[str, str] = {}
    held = held_statuses(rules, state.statuses, state.players)
    seats = []
    for s in range(state.players):
        hand = state.hands[s]
        shown = seat is None or s == seat
        seats.append({
            "seat": s, "name": seat_name(s, seat), "count": len(hand), "score": state.scores[s],
            "cards": [card_json(rules, c, pics, into) for c in hand] if shown else [],
            "statuses": list(held[s]), "out": bool(state.out[s]) if s < len(state.out) else False,
            "to_act": s == state.to_act and not state.round_over,
        })
    top = state.discard_pile[-1] if state.discard_pile else None
    return {
        "seats": seats, "top": card_json(rules, top, pics, into) if top is not None else None,
        "colour": state.color, "colour_name": pgettext_or("colour", state.color) if state.color else "",
        "colour_hex": pictures.colour_hex(state.color) if state.color else "",
        "direction": state.direction, "to_act": state.to_act, "phase": str(state.phase),
        "draw_pile": len(state.draw_pile), "pending_draw": state.pending_draw, "round": state.round,
        "round_over": state.round_over, "game_over": state.game_over,
        "round_winner": state.round_winner, "winner": state.winner,
        "drawn": card_json(rules, state.drawn, pics, into) if state.drawn is not None else None,
        "pics": into,
    }


# --- the log: what happened and why ------------------------------------------------------
def _effects(effects: Iterable[fx.Effect], place: str) -> str:
    effects = tuple(e for e in effects if not isinstance(e, Nothing))  # "nothing special happens" says nothing
    if not effects:
        return ""
    with subjects.speaking_at(place):
        return fx.sentence(effects)


def _drawn(before: GameState, after: GameState, skip: int | None, you: int | None) -> list[str]:
    """Who took cards from the draw pile (a hand that grows by a swap or a pass took none)."""
    out: list[str] = []
    reshuffled = len(after.discard_pile) < len(before.discard_pile)
    if len(after.draw_pile) >= len(before.draw_pile) and not reshuffled:
        return out
    for s in range(after.players):
        got = len(after.hands[s]) - len(before.hands[s])
        if s != skip and got > 0 and not after.round_over:
            out.append(ngettext("{who} takes {n} card", "{who} takes {n} cards", got, who=seat_name(s, you)))
    return out


def narrate(rules: Rules, before: GameState, action: Action, after: GameState, you: int | None = None) -> JSON:
    """One line of the log: what ``action`` did, and the rule that made it do so (``you``:
    the seat called "you")."""
    who = seat_name(action.player, you)
    why = ""
    kind = action.kind
    if kind == ActionKind.PLAY and action.card is not None:
        card = card_name(action.card)
        jumped = action.player != before.to_act
        text = (pgettext("table", "{who} jumps in with {card}", who=who, card=card) if jumped
                else pgettext("table", "{who} plays {card}", who=who, card=card))
        if action.color:
            text += pgettext("table", ", naming {colour}", colour=pgettext_or("colour", action.color))
        if action.target is not None:
            text += pgettext("table", ", at {target}", target=seat_name(action.target, you))
        why = _effects(rules.on_of.get(action.card.kind, ()), "on")
        extra = _drawn(before, after, None, you)
    elif kind == ActionKind.DRAW:
        got = len(after.hands[action.player]) - len(before.hands[action.player])
        text = ngettext("{who} draws {n} card", "{who} draws {n} cards", max(got, 0), who=who)
        extra = _drawn(before, after, action.player, you)
    elif kind == ActionKind.PASS:
        text, extra = pgettext("table", "{who} passes", who=who), []
    elif kind == ActionKind.CHOOSE and action.card is not None:
        # A card picked for an effect (cards passed on) is seen only by its picker.
        text = (pgettext("table", "{who} picks {card}", who=who, card=card_name(action.card)) if action.player == you
                else pgettext("table", "{who} picks a card", who=who))
        extra = []
    elif kind == ActionKind.CHOOSE:
        text = pgettext("table", "{who} names {colour}", who=who, colour=pgettext_or("colour", action.color or ""))
        extra = []
    elif kind in (ActionKind.CHALLENGE, ActionKind.ACCEPT) and before.challenge is not None:
        ch = before.challenge
        rule = rules.challenge_of.get(ch.kind)
        played = seat_name(ch.player, you)
        if kind == ActionKind.ACCEPT:
            text = pgettext("table", "{who} accepts {card} without challenging", who=who,
                            card=card_name(Card(ch.kind)))
            why = _effects(rule.accepted, "challenge") if rule else ""
        elif ch.guilty:
            text = pgettext("table", "{who} challenges {played}: guilty, {played} could have played another card",
                            who=who, played=played)
            why = _effects(rule.guilty, "challenge") if rule else ""
        else:
            text = pgettext("table", "{who} challenges {played}: innocent, the card was played fairly",
                            who=who, played=played)
            why = _effects(rule.innocent, "challenge") if rule else ""
        extra = _drawn(before, after, None, you)
    elif kind == ActionKind.ACCEPT:
        got = len(after.hands[action.player]) - len(before.hands[action.player])
        text = ngettext("{who} takes the stack: {n} card", "{who} takes the stack: {n} cards", max(got, 0), who=who)
        extra = _drawn(before, after, action.player, you)
    elif kind == ActionKind.UNO:
        false_call = len(before.hands[action.player]) > 1 and len(after.hands[action.player]) > len(
            before.hands[action.player])
        text = pgettext("table", "{who} calls UNO", who=who)
        if false_call:
            text += pgettext("table", " without being down to one card: a false call")
            why = _effects(rules.penalty_of.get(PenaltyEvent.FALSE_UNO, ()), "penalty")
        extra = _drawn(before, after, None, you)
    elif kind == ActionKind.CATCH:
        target = seat_name(action.target if action.target is not None else -1, you)
        text = pgettext("table", "{who} catches {target}, who did not call UNO", who=who, target=target)
        why = _effects(rules.penalty_of.get(PenaltyEvent.MISSED_UNO, ()), "penalty")
        extra = _drawn(before, after, None, you)
    elif kind == ActionKind.REPORT:
        target = seat_name(action.target if action.target is not None else -1, you)
        text = pgettext("table", "{who} reports {target}: {report}", who=who, target=target,
                        report=pgettext_or("report", action.report or ""))
        report = rules.report_of.get(action.report or "")
        why = _effects(report.effects, "report") if report else ""
        extra = _drawn(before, after, None, you)
    elif kind == ActionKind.NEXT_ROUND:
        text, extra = pgettext("table", "Round {n} begins", n=after.round), []
    else:
        text, extra = str(action), []
    if extra:
        text += " (" + _(", ").join(extra) + ")"
    if after.round_over and not before.round_over:
        winner = after.round_winner or 0
        gained = after.scores[winner] - before.scores[winner] if winner < len(after.scores) else 0
        text += ". " + pgettext("table", "Round won by {who}", who=seat_name(winner, you))
        if gained:
            text += " " + ngettext("({n} point)", "({n} points)", gained)
        if after.game_over and after.winner is not None:
            text += ". " + pgettext("table", "Game won by {who}", who=seat_name(after.winner, you))
    return {"round": before.round, "text": native(text), "why": native(why), "seat": action.player, "kind": kind}


def action_label(rules: Rules, action: Action) -> str:
    """A button's words for one of the human's actions."""
    kind = action.kind
    if kind == ActionKind.PLAY and action.card is not None:
        text = card_name(action.card)
        if action.color:
            text += " → " + pgettext_or("colour", action.color)
        if action.target is not None:
            text += " → " + seat_name(action.target, None)
        return text
    words = {
        "draw": pgettext("table", "Draw"), "pass": pgettext("table", "Pass"),
        "uno": pgettext("table", "Call UNO!"), "challenge": pgettext("table", "Challenge"),
        "accept": pgettext("table", "Accept"), "next_round": pgettext("table", "Next round"),
    }
    if kind == ActionKind.CHOOSE and action.card is not None:
        return pgettext("table", "Pick {card}", card=card_name(action.card))
    if kind == ActionKind.CHOOSE:
        return pgettext("table", "Name {colour}", colour=pgettext_or("colour", action.color or ""))
    if kind == ActionKind.CATCH:
        return pgettext("table", "Catch {who}!", who=seat_name(action.target if action.target is not None else -1, None))
    if kind == ActionKind.REPORT:
        return pgettext("table", "Report {who}: {report}", who=seat_name(action.target or 0, None),
                        report=pgettext_or("report", action.report or ""))
    return words.get(kind, str(action))


def out_of_turn(action: Action, state: GameState) -> bool:
    return action.kind in (ActionKind.UNO, ActionKind.CATCH, ActionKind.REPORT) or action.player != state.to_act


# --- a game against bots --------------------------------------------------------------------
class Table:
    """A game in progress for the page: the session, its log and its pictures."""

    def __init__(self, rules: Rules, players: int, bots: str | dict[int, Seat], seed: int, lang: str,
                 actions: tuple[Action, ...] = (), sources: tuple[tuple[str, str], ...] | None = None) -> None:
        """``bots``: one bot for every other seat, as the command line names it, or a
        record's seats; ``actions`` and ``sources``: a record's, replayed first."""
        self.id = secrets.token_urlsafe(8)
        self.rules = rules
        self.lang = lang
        self.pics = Pictures(rules)
        self.lock = threading.Lock()
        # The terminal table's session: it replays a record's actions (refusing an illegal
        # one) and writes records that carry the variant's files and who sat where.
        self.session = Session.with_bots(rules, players, 0, bots, seed, actions, sources)
        self.bots = ", ".join(sorted({getattr(b, "name", "bot") for b in self.session.bots.values()}))
        self.log: list[JSON] = []
        state = rules.new_game(players=players, seed=seed)
        with language(lang):
            for a in actions:
                after = rules.apply(state, a)
                self.log.append(narrate(rules, state, a, after, 0))
                state = after
        # Changes with every move, waive and bot step: an action chosen on an older
        # table is refused rather than applied to a position the person did not see.
        self.version = 0

    def _apply(self, action: Action) -> None:
        before = self.session.state
        self.session.play(action)
        with language(self.lang):
            self.log.append(narrate(self.rules, before, action, self.session.state, self.session.seat))

    def step(self) -> bool:
        """One bot move, if the table waits for a bot. Bots move one at a time, at the
        page's pace, so that the person can jump in or report between their moves."""
        with self.lock:
            s = self.session
            before = s.state
            action = s.bot_step()
            if action is None:
                return False
            with language(self.lang):
                self.log.append(narrate(self.rules, before, action, s.state, s.seat))
            self.version += 1
            return True

    def act(self, index: int | None, kind: str, version: int | None = None) -> None:
        """The human's choice: ``index`` into the offered actions, or ``waive``/``next``;
        ``version`` is the table's as the person saw it."""
        with self.lock:
            s = self.session
            if version is not None and version != self.version:
                raise ArgumentError("the table moved on before your move arrived: look again and choose")
            if kind == "waive":
                if not s.waive():
                    raise ArgumentError("no out-of-turn window is open for you now")
            elif kind == "next":
                before = s.state
                if not s.next_round():
                    raise ArgumentError("the round is not over")
                with language(self.lang):
                    self.log.append(narrate(self.rules, before, s.actions[-1], s.state, s.seat))
            else:
                offered = s.human_actions()
                if index is None or not 0 <= index < len(offered):
                    raise ArgumentError("that action is not offered now (the table moved on): choose again")
                self._apply(offered[index])
            self.version += 1

    def json(self, since: int = 0) -> JSON:
        with self.lock, language(self.lang):
            s = self.session
            st = s.state
            pos = position(self.rules, st, self.pics, s.seat)
            waiting = s.waiting_for()
            offered = s.human_actions() if waiting not in ("round_over", "game_over") else ()
            actions = [{"index": i, "kind": a.kind, "label": action_label(self.rules, a),
                        "card": self.pics.add(a.card, pos["pics"]) if a.card is not None else None,
                        "out_of_turn": out_of_turn(a, st)}
                       for i, a in enumerate(offered)]
            return {"id": self.id, "variant": self.rules.name, "title": self.rules.title, "players": s.players,
                    "seat": s.seat, "bots": self.bots, "seed": s.seed, "waiting": waiting,
                    "window": s.window_open(), "position": pos, "actions": actions,
                    "log": self.log[since:], "log_next": len(self.log),
                    "scores": list(st.scores), "record_actions": len(s.actions), "version": self.version}

    def record_json(self) -> str:
        with self.lock:
            return self.session.record().to_json()


class Tables:
    """The games the page has open (the newest few)."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}
        self.lock = threading.Lock()

    def add(self, table: Table) -> Table:
        with self.lock:
            self.tables[table.id] = table
            while len(self.tables) > MAX_TABLES:
                del self.tables[next(iter(self.tables))]
        return table

    def get(self, id: str) -> Table:
        with self.lock:
            table = self.tables.get(id)
        if table is None:
            raise ArgumentError("no such game here (the server may have been restarted): start a new one")
        return table


def check_players(rules: Rules, players: object) -> int:
    if type(players) is not int or not rules.min_players <= players <= min(rules.max_players, PLAYERS_MAX):
        raise ArgumentError(f"{rules.name} is played by {rules.min_players} to {rules.max_players} players")
    return players


def frames(rules: Rules, scenario: JSON, lang: str) -> list[JSON]:
    """A counterexample scenario as positions to step through: the set-up position, then
    the position after each step's action, each with what the step expected and whether
    the engine met it."""
    from unorules.testing import ScenarioFailed, build_position, check_expect, step_action

    pics = Pictures(rules)
    out: list[JSON] = []
    with language(lang):
        try:
            state = build_position(rules, int(scenario["players"]), scenario["setup"], "setup")
        except (UnorulesError, ValueError, KeyError, TypeError) as err:
            return [{"title": pgettext("table", "The position cannot be set up"), "error": str(err).splitlines()[0]}]
        out.append({"title": pgettext("table", "The position"), "position": position(rules, state, pics, None)})
        for i, step in enumerate(scenario.get("step", []), start=1):
            frame: JSON = {"title": pgettext("table", "Step {n}", n=i)}
            if "action" in step:
                try:
                    action = step_action(rules, state, step, f"step {i}")
                    if step.get("illegal"):
                        frame["action"] = pgettext("table", "{action}, which the rules forbid", action=str(action))
                        try:
                            rules.apply(state, action)
                            frame["verdict"] = pgettext("table", "the engine allows it")
                        except IllegalAction as err:
                            frame["verdict"] = pgettext("table", "the engine refuses it: {reason}", reason=err.reason)
                    else:
                        before = state
                        state = rules.apply(state, action)
                        said = narrate(rules, before, action, state)
                        frame["action"], frame["why"] = said["text"], said["why"]
                except (UnorulesError, ValueError) as err:
                    frame["error"] = str(err).splitlines()[0]
                    out.append(frame)
                    break
            expect = step.get("expect") or {}
            if expect:
                frame["expect"] = {k: str(v) for k, v in expect.items()}
                try:
                    check_expect(rules, state, expect, f"step {i}")
                    frame["verdict"] = pgettext("table", "as the property demands")
                    frame["broken"] = False
                except ScenarioFailed as err:
                    frame["verdict"] = pgettext("table", "the property is broken here: {why}", why=str(err))
                    frame["broken"] = True
                except UnorulesError as err:
                    frame["error"] = str(err).splitlines()[0]
            frame["position"] = position(rules, state, pics, None)
            out.append(frame)
    return out
