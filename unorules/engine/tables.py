"""The engine's tables for one variant, kept beside the IR and never in it.

:class:`Bound` is a compiled :class:`~unorules.ir.rules.RuleSet` with the engine's
memo (actions and playability, built once and shared) and the fast paths' tables;
:class:`unorules.engine.rules.Rules` adds the public methods on top.
"""

from __future__ import annotations

from typing import Any

from attrs import field, frozen

from unorules.cards import Card
from unorules.engine.hooks import Hooks, hooks_of
from unorules.engine.probe import Probe
from unorules.engine.state import Action
from unorules.ir.conditions import Cond
from unorules.ir.effects import Effect, flat
from unorules.ir.rules import RuleSet
from unorules.ir.vocab import DrawAfter, PenaltyEvent


class Tables:
    """What the fast paths read, derived from one Rules object (``Rules.fast``) and
    filled in as games go."""

    __slots__ = ("by_players", "draw_anytime", "flipped", "jump", "known", "meet", "must_play", "noop", "ok",
                 "out_of_turn", "plans", "rules", "simple", "slow", "slow_cards")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        # Kinds the fast play handles: every effect has a fast meaning (a kind whose
        # playability needs the hand, see slow, is asked legality.playable; a target a
        # play names is checked by the fast play, and the effects read it as FastPlay.target).
        self.simple = frozenset(
            k.name for k in rules.kinds
            if all(type(e).fast is not Effect.fast for e in flat(rules.on_of.get(k.name, ())))
        )
        # Kinds whose effects all do nothing: their plays need no FastPlay record.
        self.noop = frozenset(k.name for k in rules.kinds if all(e.is_noop for e in rules.on_of.get(k.name, ())))
        # Kinds whose playability needs the hand or the table as well.
        self.slow = frozenset(
            k.name for k in rules.kinds
            if k.name not in rules.local_play or k.name in rules.enforced_require
        )
        self.slow_cards = frozenset(c for c in rules.cards if c.kind in self.slow)
        # Card -> (its effects, or () when they do nothing; whether a play names a colour),
        # for the cards of simple kinds (what follows a play, cards added to it included,
        # is the clauses' fast_after_play).
        self.plans: dict[Card, tuple[tuple[Effect, ...], bool]] = {
            c: (() if c.kind in self.noop else rules.on_of.get(c.kind, ()), c.kind in rules.needs_colour)
            for c in rules.cards if c.kind in self.simple
        }
        # Each face of a two-sided deck -> the same card turned over (built when first asked).
        self.flipped: dict[Card, Card] | None = None
        self.draw_anytime = rules.draw.anytime
        self.must_play = rules.draw.after != DrawAfter.MAY
        self.out_of_turn = bool(rules.reports) or rules.jump_in is not None or PenaltyEvent.FALSE_UNO in rules.penalty_of
        # (top, colour) -> the cards playable on it (see playable_on).
        self.ok: dict[tuple[Card, str | None], frozenset[Card]] = {}
        # (condition, top, colour) -> the cards it allows on it (see allowed_on).
        self.jump: dict[tuple[Cond, Card, str | None], frozenset[Card]] = {}
        # (condition, top, colour) -> every card it holds for on it (see meeting).
        self.meet: dict[tuple[Cond, Card, str | None], frozenset[Card]] = {}
        # players -> per seat: (plays by card, draw, pass); see own().
        self.by_players: dict[int, list[Own]] = {}
        # The actions legal_actions built, by id: their fields need no type checks. The
        # value is compared too (``known.get(id(a)) is a``), so an id that a copied or
        # unpickled Rules carries over never vouches for another object.
        self.known: dict[int, Action] = {}

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

    def allowed_on(self, cond: Cond, top: Card, color: str | None) -> frozenset[Card]:
        """Of the cards whose playability needs nothing else (see playable_on), those a
        local condition (a jump-in's) allows on (top, colour)."""
        got = self.jump.get((cond, top, color))
        if got is None:
            assert cond.local
            got = self.jump[(cond, top, color)] = frozenset(
                c for c in self.playable_on(top, color) if cond.holds(Probe(c, top, color, (), 0)))
        return got


    def meeting(self, cond: Cond, top: Card, color: str | None) -> frozenset[Card]:
        """The cards of the deck a local condition holds for on (top, colour), whatever
        their playability."""
        got = self.meet.get((cond, top, color))
        if got is None:
            assert cond.local
            got = self.meet[(cond, top, color)] = frozenset(
                c for c in self.rules.cards if cond.holds(Probe(c, top, color, (), 0)))
        return got


Own = tuple[dict[Card, tuple[Action, ...]], Action, Action]




@frozen
class Bound(RuleSet):
    """A rule set with the engine's tables for it (see the module docstring)."""

    memo: dict[Any, Any] = field(init=False, eq=False, repr=False)
    fast: Tables = field(init=False, eq=False, repr=False)
    hooks: Hooks = field(init=False, eq=False, repr=False)  # the engine parts of its clauses

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()
        object.__setattr__(self, "memo", {})
        object.__setattr__(self, "fast", Tables(self))
        object.__setattr__(self, "hooks", hooks_of(self))
