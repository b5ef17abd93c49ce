"""A variant bound to the engine: the object :func:`unorules.load` returns.

:class:`Rules` is the compiled IR (:class:`~unorules.ir.rules.RuleSet`, every field
of it) plus the engine's own tables for that variant (memoised actions and
playability, the fast paths' tables), which live here and never in the IR.
"""

from __future__ import annotations

import attrs
from attrs import frozen

from unorules.engine import core as engine
from unorules.engine.state import CHECKED_BY, Action, GameState, PlayerView, shown
from unorules.engine.tables import Bound
from unorules.errors import ArgumentError
from unorules.ir.rules import RuleSet


@frozen
class Rules(Bound):
    """A compiled variant you can play. Build one with :func:`unorules.load` or
    :func:`unorules.loads`; every IR field of :class:`~unorules.ir.rules.RuleSet` is
    here too, with the engine's tables for it."""

    @classmethod
    def bind(cls, ir: RuleSet) -> Rules:
        """The playable form of a compiled rule set."""
        if isinstance(ir, Rules):
            return ir
        return cls(**{a.name: getattr(ir, a.name) for a in attrs.fields(RuleSet) if a.init})

    # --- the game -------------------------------------------------------------
    # A state these rules made, or one they have checked, carries them under
    # CHECKED_BY; any other state (built by hand, loaded, copied, evolved) is checked in
    # full the first time one of these methods sees it. The engine builds a state per
    # action, so its own states are never checked again: the marks cost a dict lookup.
    def new_game(self, players: int = 4, seed: int = 0, dealer: int | None = None) -> GameState:
        """Deal a new game: the dealer is drawn for (or given), the deck shuffled from
        ``seed``, the hands dealt and the first card turned over with its start rule
        applied. Raises :class:`~unorules.ArgumentError` for a player count the variant
        does not allow."""
        state = engine.new_game(self, players, seed, dealer)
        state.__dict__[CHECKED_BY] = self
        return state

    def legal_actions(self, state: GameState, seat: int | None = None) -> tuple[Action, ...]:
        """The actions that may be taken now, in a fixed order.

        With ``seat``: every action that seat may take, exactly those :meth:`apply`
        accepts from it: its part of the table's list below, in that order, then what
        the table's list leaves to another seat or leaves out (a catch or a report by
        this seat, a wrong card where a penalty takes it; :meth:`penalty` names those).

        Without: the table's list, what a game driver plays by: the player to act's
        moves by the rules (a wild once per colour, a card naming a player once per
        target), draw, pass and answers, then each out-of-turn moment once (UNO calls,
        a catch or a report by the seat after its target, jump-ins). Every one of them
        is accepted; ``legal_actions(state, seat)`` for each seat gives them all.

        Raises :class:`~unorules.StateError` for a state these rules cannot play
        (another variant's, or one whose fields disagree) and
        :class:`~unorules.ArgumentError` for a seat that is not one of the table's."""
        if type(state) is not GameState or state.__dict__.get(CHECKED_BY) is not self:
            self.check(state)
        if seat is None:
            return engine.legal_actions(self, state)
        if type(seat) is not int or not 0 <= seat < state.players:
            raise ArgumentError(f"seat must be a seat of the {state.players}-player game "
                                f"(0 to {state.players - 1}), not {shown(seat)}")
        return engine.seat_legal_actions(self, state, seat)

    def penalty(self, view: PlayerView, action: Action) -> str | None:
        """The penalty ``action`` of the view's seat would incur (``"wrong_card"``,
        ``"false_uno"``), or None for a move by the rules. A bot that plays by the
        rules leaves such moves out; they are legal only because a penalty takes them."""
        from unorules.engine.legality import penalty_of

        return penalty_of(self, view, action)

    def apply(self, state: GameState, action: Action) -> GameState:
        """The state after ``action``. ``state`` is never changed; an action the rules do
        not allow raises :class:`~unorules.IllegalAction` with its ``reason``, and a state
        they cannot play a :class:`~unorules.StateError`."""
        if type(state) is not GameState or state.__dict__.get(CHECKED_BY) is not self:
            self.check(state)
        nxt = engine.apply(self, state, action)
        nxt.__dict__[CHECKED_BY] = self
        return nxt

    def check(self, state: object) -> GameState:
        """``state`` if the engine can play it with these rules; otherwise a
        :class:`~unorules.StateError` naming the first field that is wrong (every field is
        checked by its declared shape, then the cards against the deck and the pending
        data against the phase)."""
        from unorules.engine.validate import check_state

        checked = check_state(self, state)
        checked.__dict__[CHECKED_BY] = self
        return checked

    def view(self, state: GameState, player: int) -> PlayerView:
        """What ``player`` may see of ``state``: their own hand, every hand's size, the
        discard pile and the public facts; never another hand or the draw order."""
        if type(state) is not GameState or state.__dict__.get(CHECKED_BY) is not self:
            self.check(state)
        return engine.view(self, state, player)

    def action(self, text: str, state: GameState | None = None) -> Action:
        """Parse ``"p1 play wild green"``-style text (the form ``str(action)`` prints)."""
        from unorules.engine.notation import parse_action

        return parse_action(self, text, state)

