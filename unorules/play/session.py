"""One game at a table: a human seat, bot seats, and who decides next. No UI here.

The table's order of decisions after every action:

1. every seat but the one to act that holds an out-of-turn action, the seat at risk of
   a missed UNO first: a bot is asked once per state (its ``interrupt``, if it has
   one, may decline); the human is waited for only with an open UNO call or catch,
   and may let it pass (``waive``);
2. then the seat to act: a bot acts with all its legal actions, the human chooses
   among theirs (in-turn ones and their own out-of-turn ones).

Jump-ins and reports are offered to the human whenever they are legal, without
stopping the table for them.
At the end of a round nothing moves until the human continues (``next_round``).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from attrs import frozen

from unorules.engine.record import GameRecord, Seat, digest_of
from unorules.engine.rules import Rules
from unorules.engine.state import ACTION_KINDS, Action, GameState
from unorules.errors import ArgumentError, IllegalAction
from unorules.ir.vocab import ActionKind
from unorules.play.policy import Policy, make_bot

WINDOW_KINDS = (ActionKind.UNO, ActionKind.CATCH)


@frozen
class Entry:
    """One line of the table's log: the action and what it did, in words."""

    round: int
    action: Action
    text: str


def default_interrupt(legal: tuple[Action, ...]) -> Action | None:
    """What a bot without an ``interrupt`` does out of turn: call UNO, catch a miss."""
    return next((a for a in legal if a.kind in WINDOW_KINDS), None)


def held_statuses(rules: Rules, rows: tuple[tuple[int, ...], ...], players: int) -> tuple[tuple[str, ...], ...]:
    """Per seat, the names of the statuses it holds (Minion's pose). ``rows`` is a state's
    or view's ``statuses``: per status the variant declares, per seat, the turn starts
    left (0: not held); missing rows and seats hold nothing."""
    names = [rule.name for rule in rules.statuses]
    return tuple(
        tuple(name for k, name in enumerate(names)
              if k < len(rows) and seat < len(rows[k]) and rows[k][seat] > 0)
        for seat in range(players)
    )


def label(action: Action) -> str:
    """How the table names an action of the human's: ``str(action)`` without the seat."""
    text = str(action)
    return text.split(" ", 1)[1] if text.startswith(f"p{action.player} ") else text


class Session:
    """A game in progress. Mutable on purpose (it is the table's memory); every game
    state in it is the engine's immutable ``GameState``."""

    def __init__(self, rules: Rules, players: int, seat: int, bots: Callable[[int], Policy] | None = None,
                 seed: int = 0, actions: tuple[Action, ...] = (), seats: tuple[Seat, ...] = (),
                 sources: tuple[tuple[str, str], ...] | None = None) -> None:
        """``bots(seat)`` makes the bot of each other seat (default: the uniform bot,
        seeded from ``seed``); ``actions`` (a record's) are replayed first. ``seats``
        says who sits where, for the game's record (:meth:`with_bots` fills it);
        ``sources`` are the variant files a record carried (its rules were compiled
        from them, and their files are nowhere else)."""
        if not rules.min_players <= players <= rules.max_players:
            raise ArgumentError(f"{rules.name} is played by {rules.min_players} to {rules.max_players} "
                                f"players, not {players}")
        if not 0 <= seat < players:
            raise ArgumentError(f"the seat must be one of the table's, 0 to {players - 1}, not {seat}")
        self.rules, self.players, self.seat, self.seed = rules, players, seat, seed
        self.seats = seats
        # The variant's files are read once, now: the record is written after every action.
        self._blank = (GameRecord.of(rules, players, seed, (), seats) if sources is None else
                       GameRecord(rules.name, players, seed, (), sources, digest_of(sources) if sources else "",
                                  seats))
        make = bots if bots is not None else (lambda s: make_bot("uniform", seed + s))
        self.bots: dict[int, Policy] = {s: make(s) for s in range(players) if s != seat}
        self.state: GameState = rules.new_game(players=players, seed=seed)
        self.actions: list[Action] = []
        self.log: list[Entry] = []
        self._waived: set[int] = set()
        for i, a in enumerate(actions):
            try:
                self._apply(a)
            except IllegalAction as err:
                raise ArgumentError(f"the record's action {i + 1} ({a}) is illegal there: {err.reason}") from None

    @classmethod
    def with_bots(cls, rules: Rules, players: int, seat: int, bots: str | dict[int, Seat], seed: int = 0,
                  actions: tuple[Action, ...] = (), sources: tuple[tuple[str, str], ...] | None = None) -> Session:
        """A table whose bots are named: ``bots`` is ``P`` (every bot seat) or
        ``P,P,...`` (one per bot seat, in seat order), each a bot as the command line
        writes it (``greedy``, ``ismcts:200``), seeded from ``seed``; or the seats of a
        record. The record of the game says who sat where, with each bot's settings."""
        from unorules.bots import parse

        if isinstance(bots, str):
            others = [s for s in range(players) if s != seat]
            specs = [b.strip() for b in bots.split(",")]
            if len(specs) not in (1, len(others)):
                raise ArgumentError(f"give one bot for every bot seat or one for each of the {len(others)}, "
                                    f"not {len(specs)}")
            chosen = {}
            for i, s in enumerate(others):
                name, options = parse(specs[i % len(specs)])
                chosen[s] = Seat(s, name, seed * 1000 + s, tuple(sorted(options.items())))
        else:
            chosen = dict(bots)
            missing = [s for s in range(players) if s != seat and s not in chosen]
            if missing or chosen.get(seat, Seat(seat)).bot:
                raise ArgumentError(f"the seats given do not fit seat {seat} as yours among {players} "
                                    "(every other seat needs a bot)")
            chosen.pop(seat, None)
        made = {s: make_bot(c.bot, c.seed, **dict(c.options)) for s, c in chosen.items()}
        seats = tuple(sorted((*chosen.values(), Seat(seat)), key=lambda c: c.seat))
        return cls(rules, players, seat, made.__getitem__, seed, actions, seats, sources)

    # --- what may happen ---------------------------------------------------------
    def legal(self, seat: int) -> tuple[Action, ...]:
        return self.rules.legal_actions(self.state, seat)

    def human_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (``next_round`` is the table's ``continue``)."""
        return tuple(a for a in self.legal(self.seat) if a.kind != ActionKind.NEXT_ROUND)

    def _window_seats(self) -> list[int]:
        """Seats, other than the one to act, that the table asks before it: the human
        with an open UNO call or catch they have not let pass, and each bot with any
        legal action that has not been asked in this state. The seat at risk of a
        missed UNO comes first, so its call races the catch as at a table."""
        s = self.state
        seats = [(s.to_act + k) % s.players for k in range(1, s.players)]
        if s.uno_at_risk in seats:
            seats.remove(s.uno_at_risk)
            seats.insert(0, s.uno_at_risk)
        out = []
        for x in seats:
            if x in self._waived:
                continue
            legal = self.legal(x)
            if any(a.kind in WINDOW_KINDS for a in legal) if x == self.seat else legal:
                out.append(x)
        return out

    def waiting_for(self) -> str:
        """``"human"``, ``"bot"``, ``"round_over"`` or ``"game_over"``: who the table waits for."""
        s = self.state
        if s.game_over:
            return "game_over"
        if s.round_over:
            return "round_over"
        windows = self._window_seats()
        if windows:
            return "human" if windows[0] == self.seat else "bot"
        return "human" if s.to_act == self.seat else "bot"

    def deciding(self) -> int | None:
        """The seat the table waits for (None at the end of a round or game)."""
        if self.state.round_over:
            return None
        windows = self._window_seats()
        return windows[0] if windows else self.state.to_act

    def window_open(self) -> bool:
        """Is the human being waited for out of turn (a UNO call or a catch)?"""
        return self.waiting_for() == "human" and self.state.to_act != self.seat

    # --- doing it ----------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        before = self.state
        self.state = self.rules.apply(before, action)
        self.actions.append(action)
        self._waived = set()
        self.log.append(Entry(before.round, action, self.describe(before, action)))

    def describe(self, before: GameState, action: Action) -> str:
        """The log's line: the action, and what it did that the table would say aloud,
        read from the states before and after it: a challenge's verdict, who drew how
        many cards (a penalty, a draw card, a lost challenge), the round's end."""
        after = self.state
        text = str(action)
        if action.kind == ActionKind.CHOOSE and action.card is not None and action.player != self.seat:
            text = f"p{action.player} picks a card"  # only its picker sees which (cards passed on)
        if action.kind == ActionKind.DRAW:
            got = len(after.hands[action.player]) - len(before.hands[action.player])
            text += f" ({got} card{'s' if got != 1 else ''})"
        if action.kind == ActionKind.CHALLENGE and before.challenge is not None:
            c = before.challenge
            text += (f": p{c.player}'s {c.kind.replace('_', ' ')} was "
                     + ("not allowed (guilty)" if c.guilty else "allowed (not guilty)"))
        elif action.kind == ActionKind.ACCEPT and before.challenge is not None:
            text += f": p{before.challenge.player}'s {before.challenge.kind.replace('_', ' ')} stands"
        drew = self._drawn(before, after, action)
        if drew:
            text += "; " + ", ".join(f"p{seat} draws {n}" for seat, n in drew)
        if action.kind in (ActionKind.CATCH, ActionKind.REPORT) and not drew:
            text += "; nobody draws"
        if after.round_over and not before.round_over:
            text += f"; round {before.round} won by p{after.round_winner}"
            if after.game_over:
                text += f"; game won by p{after.winner}"
        return text

    @staticmethod
    def _drawn(before: GameState, after: GameState, action: Action) -> list[tuple[int, int]]:
        """The seats whose hands took cards from the table, and how many (the player's own
        drawing action aside, which says it). Counted by sizes, as the cards the piles
        lost beside those played onto them (cards alike make contents ambiguous: a
        reshuffle can give back a card like the one just played). Hands passed on or
        swapped take nothing from the piles, and say nothing here."""
        if before.round != after.round or len(before.hands) != len(after.hands):
            return []
        old, new = before.discard_pile, after.discard_pile
        played = 0
        if action.kind == ActionKind.PLAY:  # at least the card played ends on the discard pile
            kept = new[:len(old)] == old or before.side != after.side
            played = max(1, len(new) - len(old)) if kept else len(new)
        taken = len(before.draw_pile) + len(old) + played - len(after.draw_pile) - len(new)
        if taken <= 0:
            return []
        out = []
        for seat, (b, a) in enumerate(zip(before.hands, after.hands, strict=True)):
            mine = seat == action.player
            n = len(a) - len(b) + (played if mine else 0)
            if n > 0 and not (mine and action.kind == ActionKind.DRAW):
                out.append((seat, n))
        return out

    def bot_step(self) -> Action | None:
        """Let bots act until one makes a move (returned); None once the table waits
        for no bot. Out of turn a bot is asked through its ``interrupt`` (None: it lets
        the moment pass); a bot without one calls its UNO and catches a missed call."""
        while self.waiting_for() == "bot":
            windows = self._window_seats()
            if windows:
                seat = windows[0]
                legal = self.legal(seat)
                view = self.rules.view(self.state, seat)
                ask = getattr(self.bots[seat], "interrupt", None)
                action = ask(self.rules, view, legal) if ask is not None else default_interrupt(legal)
                if action is None:
                    self._waived.add(seat)
                    continue
            else:
                seat = self.state.to_act
                action = self.bots[seat].act(self.rules, self.rules.view(self.state, seat), self.legal(seat))
            self._apply(action)
            return action
        return None

    def run_bots(self, limit: int = 100_000) -> int:
        """Bot moves until the human (or the end of a round) is waited for."""
        moves = 0
        while moves < limit and self.bot_step() is not None:
            moves += 1
        return moves

    def play(self, action: Action) -> None:
        """The human's action; raises IllegalAction (the engine's reason) if it is not legal."""
        if action.player != self.seat:
            raise IllegalAction(f"you are p{self.seat}, not p{action.player}", action)
        if action not in self.human_actions():
            self.rules.apply(self.state, action)  # raises with the engine's reason
            raise IllegalAction("not offered to you now", action)
        self._apply(action)

    def waive(self) -> bool:
        """Let the human's open window pass. False if none is open."""
        if not self.window_open():
            return False
        self._waived.add(self.seat)
        return True

    def next_round(self) -> bool:
        if self.waiting_for() != "round_over":
            return False
        self._apply(Action("next_round", self.state.to_act))
        return True

    def choose(self, text: str) -> Action:
        """The human's action named by ``text``: a label (``play red 5``, ``draw``,
        ``catch -> p2``), a unique start of one, or a card (``red 5``). Raises
        ValueError saying why nothing matched."""
        words = " ".join(text.lower().split())
        if not words:
            raise ArgumentError("type an action, for example 'draw' or 'play red 5' (the list shows them)")
        options = self.human_actions()
        labels = {label(a).lower(): a for a in options}
        if words in labels:
            return labels[words]
        starts = [a for lab, a in labels.items() if lab.startswith(words) or lab.startswith(f"play {words}")]
        if len(starts) == 1:
            return starts[0]
        if len(starts) > 1:
            raise ArgumentError(f"{text!r} could be {', '.join(label(a) for a in starts[:6])}: say which")
        if not options:
            raise ArgumentError("nothing to do now: it is not your turn")
        # Not offered: ask the engine why, so the message is the rule's reason.
        bare = words.split()[0] not in ACTION_KINDS
        if bare:
            words = f"play {words}"  # a card alone means playing it
        try:
            action = self.rules.action(f"p{self.seat} {words}", self.state)
        except ValueError as err:
            if bare:
                raise ArgumentError(f"{text!r} is neither an action ({', '.join(ACTION_KINDS)}) nor a card: "
                                    f"{err}") from None
            raise ArgumentError(f"{text!r}: {err}") from None
        try:
            self.rules.apply(self.state, action)
        except IllegalAction as err:
            raise ArgumentError(f"{text!r} is not allowed: {err.reason}") from None
        raise ArgumentError(f"{text!r} is not yours to do now (you may: "
                            f"{', '.join(label(a) for a in options[:8])})")

    def record(self) -> GameRecord:
        """The game so far, with the variant files it needs and who sits where."""
        return attrs.evolve(self._blank, actions=tuple(self.actions))
