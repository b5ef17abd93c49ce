"""The named points of the turn at which a clause kind's engine part runs.

A clause kind (:mod:`unorules.ir.mechanic`) takes part in play by defining a method named
after one of these points; the engine calls, at that point, the methods of the variant's
clauses that define it (in the order of :data:`POINTS`' registry, which is the clause
kinds' rule names). :func:`hooks_of` collects them once per rule set. The engine itself
names no clause kind: it only knows the points.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from attrs import frozen

from unorules.ir.game_end import GameEnd
from unorules.ir.mechanic import Clause, load_mechanics
from unorules.ir.rules import RuleSet
from unorules.ir.scoring import Scoring

# point -> what it is for. Each is a method of a clause kind with this signature:
POINTS: dict[str, str] = {
    # (t) after every action the reference engine applies: a rule that watches the table
    # (a player holding too many cards is knocked out).
    "after_action": "after an action",
    # (fields, players) the fields of a round's state as it is dealt, before the first card
    # is turned: the state a kind keeps for itself.
    "at_deal": "at the deal",
    # (e, players, state) -> (dealer, state): who deals the first round, drawing from the
    # generator state ``state`` (the seed's); no clause: seat 0 deals.
    "first_dealer": "at the start of the game",
    # (t, winner) the round is scored, before the game's end is decided (a bonus).
    "round_scored": "at the end of a round",
    # (e, t, s, card, player) -> bool: a card was played and the round goes on; True keeps
    # the turn with its player.
    "after_play": "after a play",
    # (e, s, tables) -> actions: what players may do out of turn.
    "out_of_turn": "out of turn",
    # (s, a) -> bool: an action by a player not to act that this kind takes.
    "takes_out_of_turn": "who may act",
    # (e, s, card, a): a card played out of turn, refused (IllegalAction) if not allowed.
    "check_out_of_turn": "who may act",
    # (s, d) -> bool: the fast paths built the next state's fields ``d`` from state ``s``;
    # True when this kind's after_action would change nothing there (the fast result
    # stands), False to send the action to the reference engine.
    "fast_after_action": "after an action, on the fast paths",
    # (e, s, d, card, player) -> bool | None: after_play on the fast paths, ``d`` the next
    # state's fields once the card's effects ran; True when this kind keeps the turn with
    # the player (having set ``d``'s phase and player to act as after_play sets the
    # table's), None to send the play to the reference engine.
    "fast_after_play": "after a play, on the fast paths",
    # (t, s, a): before the reference engine applies an action (the UNO window closes).
    "before_action": "before an action",
    # (e, s, plays) -> actions: what the player to act may do in their turn besides playing.
    "in_turn": "in a turn",
    # (t, s, card, player): a card left its player's hand, before its effects (UNO at risk).
    "laid": "as a card is played",
    # (e, t, s, card, player, final): a card's effects ran, the round goes on.
    "after_effects": "after a card's effects",
    # (t, player) -> bool: an answer the effects asked for (a challenge, a stack) is awaited.
    "awaits": "who is next",
    # (e, t, s, card, a) -> bool: a card that may not be played, taken (a wrong-card penalty).
    "refused_play": "a play refused",
    # (e, s, seat) -> actions: what ``seat`` may do that the table's list leaves out (it
    # gives each out-of-turn moment to one seat, and no play a penalty takes).
    "seat_extras": "what a seat may do",
    # (e, view, a) -> event | None: the penalty an action of the player to act falls under.
    "penalty_for": "which penalty applies",
    # (s) -> bool: the fast paths' list of legal actions stands in state ``s`` (it offers
    # every seat as a target); False sends the listing to the reference engine.
    "fast_lists": "what may be done, on the fast paths",
    # (s, actions) -> actions: the actions listed in ``s``, without those this kind rules
    # out wherever they came from (a play naming a knocked-out player).
    "strike": "what may be done",
    # (s, a): the player a play names as its target, refused (IllegalAction) if this kind
    # says they cannot be one.
    "check_target": "who may be a target",
    # (rules, s) -> colours: the colours a card may name in state ``s`` (which face is up);
    # no clause: every colour of the variant.
    "colours_up": "which face is up",
}


@frozen
class Hooks:
    """The engine parts of one rule set, by point."""

    after_action: tuple[Callable[[Any], None], ...]
    at_deal: tuple[Callable[[dict[str, Any], int], None], ...]
    first_dealer: tuple[Callable[[Any, int, int], tuple[int, int]], ...]
    round_scored: tuple[Callable[[Any, int], None], ...]
    after_play: tuple[Callable[..., bool], ...]
    out_of_turn: tuple[Callable[[Any, Any, bool], list[Any]], ...]
    takes_out_of_turn: tuple[Callable[[Any, Any], bool], ...]
    check_out_of_turn: tuple[Callable[..., None], ...]
    fast_after_action: tuple[Callable[[Any, dict[str, Any]], bool], ...]
    fast_after_play: tuple[Callable[..., bool | None], ...]
    before_action: tuple[Callable[[Any, Any, Any], None], ...]
    in_turn: tuple[Callable[[Any, Any, list[Any]], list[Any]], ...]
    laid: tuple[Callable[[Any, Any, Any, int], None], ...]
    after_effects: tuple[Callable[..., None], ...]
    awaits: tuple[Callable[[Any, int], bool], ...]
    refused_play: tuple[Callable[..., bool], ...]
    seat_extras: tuple[Callable[[Any, Any, int], list[Any]], ...]
    penalty_for: tuple[Callable[[Any, Any, Any], str | None], ...]
    fast_lists: tuple[Callable[[Any], bool], ...]
    strike: tuple[Callable[[Any, list[Any]], list[Any]], ...]
    check_target: tuple[Callable[[Any, Any], None], ...]
    colours_up: tuple[Callable[[Any, Any], tuple[str, ...]], ...]
    scoring: Scoring
    game_end: GameEnd
    # The phases clauses own, and the clause owning each; what the player must do in each.
    phase_owner: dict[str, Clause]
    phase_need: dict[str, str]
    # The action kinds clauses take in any phase, and the clause taking each.
    action_owner: dict[str, Clause]
    passes_after: tuple[str, ...]
    turn_words: tuple[str, ...]
    # Action kind -> why nothing in the variant takes it (see Clause.refusals).
    refusals: dict[str, str]
    # The fast paths know the engine part of every clause of the variant: its kind's, or
    # the fast check it gives for its after_action (fast_after_action), and the fast
    # meaning of its after_play (fast_after_play) if it has one.
    fast: bool


def _defines(cl: Clause, point: str) -> bool:
    return getattr(type(cl), point, None) is not getattr(Clause, point, None)


def _refusals() -> dict[str, str]:
    out: dict[str, str] = {}
    for _, cls in sorted(load_mechanics().items()):
        for kind, words in cls.refusals.items():
            out.setdefault(kind, words)
    return out


def hooks_of(rules: RuleSet) -> Hooks:
    kept = sorted(rules.mechanics, key=lambda cl: type(cl).listed)
    by_point = {point: tuple(getattr(cl, point) for cl in kept if _defines(cl, point)) for point in POINTS}
    owner = {phase: cl for cl in kept for phase in type(cl).phases}
    acts = {kind: cl for cl in kept for kind in type(cl).actions}
    return Hooks(**by_point, scoring=rules.scorer, game_end=rules.ender,
                 phase_owner=owner, phase_need={phase: type(cl).phases[phase] for phase, cl in owner.items()},
                 action_owner=acts,
                 passes_after=tuple(type(cl).passes_after for cl in kept if type(cl).passes_after),
                 turn_words=tuple(type(cl).turn_words for cl in kept if type(cl).turn_words),
                 refusals=_refusals(),
                 fast=all((type(cl).fast_paths or _defines(cl, "fast_after_action"))
                          and (not _defines(cl, "after_play") or _defines(cl, "fast_after_play")) for cl in kept))
