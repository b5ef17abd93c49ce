"""Lowering: the one place that reads the rules IR for the kernel.

:func:`lower` turns a :class:`~unorules.Rules` into a :class:`Program`: flat integer
tables (cards, kinds, condition and effect opcodes, flags) that the compiled
interpreter in :mod:`unorules.kernel.machine` runs. Nothing here or there is
specific to a variant: every condition and effect primitive has an opcode, chosen
by its class in :data:`COND_LOWERING` and :data:`EFFECT_LOWERING`; a primitive with
none makes :func:`lower` raise :class:`LoweringError` naming it.

Encodings (all int64):

* a condition is a postfix program of (op, arg) pairs ending in ``C_END``, named by
  its offset in ``conds``; -1 means "no condition";
* an effect is four ints (op, a, b, c); an effect list is a (start, length) row of
  ``lists``; ``E_GUARD`` (cond, length) skips the ``length`` ops after it when its
  condition fails;
* a subject word is one of the ``W_*`` codes; "next" and "first" name the same seat;
* a status (``status NAME: ...``) is its index in ``RuleSet.statuses``.

Two conditions ask what else may be played. "no other playable card" reads a table of
play conditions alone (every kind's must then not read the hand, else the lowering
refuses). "has a playable card", written only in an effect's ``if``, reads a row of
answers per seat that the guard fills in before it asks (``E_GUARD``'s third operand
says it must): so the condition evaluator never calls itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from unorules.errors import UnorulesError
from unorules.ir.conditions.always import Always
from unorules.ir.conditions.base import And, Cond, Not, Or
from unorules.ir.conditions.has_playable import HasPlayable
from unorules.ir.conditions.has_status import HasStatus
from unorules.ir.conditions.holds_at_least import HoldsAtLeast
from unorules.ir.conditions.holds_exactly import HoldsExactly
from unorules.ir.conditions.identical_card import IdenticalCard
from unorules.ir.conditions.last_card import LastCard
from unorules.ir.conditions.no_active_colour import NoActiveColourInHand
from unorules.ir.conditions.no_other_playable import NoOtherPlayable
from unorules.ir.conditions.played_on_same_face import PlayedOnSameFace
from unorules.ir.conditions.player_count import PlayerCount
from unorules.ir.conditions.same_colour import SameColour
from unorules.ir.conditions.same_face import SameFace
from unorules.ir.effects.base import Effect, Guarded
from unorules.ir.effects.choose_colour import ChooseColour
from unorules.ir.effects.discard_chosen_colour import DiscardChosenColour
from unorules.ir.effects.discard_colour import DiscardColour
from unorules.ir.effects.draw import Draw
from unorules.ir.effects.draw_or_stack import DrawOrStack
from unorules.ir.effects.draw_until_colour import DrawUntilColour
from unorules.ir.effects.end_status import EndStatus
from unorules.ir.effects.end_turn import EndTurn
from unorules.ir.effects.give_status import GiveStatus
from unorules.ir.effects.lose_turn import LoseTurn
from unorules.ir.effects.nothing import Nothing
from unorules.ir.effects.open_challenge import OpenChallenge
from unorules.ir.effects.pass_hands_left import PassHandsLeft
from unorules.ir.effects.pass_hands_right import PassHandsRight
from unorules.ir.effects.plays_again import PlaysAgain
from unorules.ir.effects.plays_first import PlaysFirst
from unorules.ir.effects.random_draw import RandomDraw
from unorules.ir.effects.return_and_turn import ReturnAndTurn
from unorules.ir.effects.reverse import Reverse
from unorules.ir.effects.rotate_hands import RotateHands
from unorules.ir.effects.shuffle_hands import ShuffleHands
from unorules.ir.effects.shuffle_hands_from import ShuffleHandsFrom
from unorules.ir.effects.swap_hands import SwapHands
from unorules.ir.effects.turn_over import TurnOver
from unorules.ir.scoring import load_scorings
from unorules.ir.vocab import PenaltyEvent

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from unorules.ir.rules import RuleSet

    IntArray = npt.NDArray[np.int64]
else:
    IntArray = Any


class LoweringError(UnorulesError):
    """The kernel cannot run this variant: a primitive (or option) has no opcode."""


# --- opcodes --------------------------------------------------------------------
# Conditions (postfix; arg unused unless said).
(C_END, C_ALWAYS, C_SAME_COLOUR, C_SAME_FACE, C_NO_ACTIVE, C_PLAYERS, C_STATUS, C_NOT, C_AND, C_OR, C_HOLDS,
 C_IDENTICAL, C_HAS_PLAYABLE, C_NO_OTHER) = range(14)
# Effects (op, a, b, c).
(E_NOTHING, E_DRAW, E_DRAW_OR_STACK, E_DRAW_UNTIL_COLOUR, E_LOSE_TURN, E_REVERSE, E_CHOOSE_COLOUR,
 E_SWAP_HANDS, E_ROTATE_HANDS, E_SHUFFLE_HANDS, E_DISCARD_COLOUR, E_GIVE_STATUS, E_END_STATUS,
 E_OPEN_CHALLENGE, E_PLAYS_FIRST, E_RETURN_AND_TURN, E_END_TURN, E_GUARD, E_RANDOM_DRAW, E_TURN_OVER,
 E_HOLD) = range(21)
# E_HOLD follows an effect at which its clause may wait for a colour another action names
# (RuleSet.held_points): when that effect handed the choice on, the rest of the list is held
# in the state and runs once the colour is named (engine.core.run_clause).
# Subject words.
W_PLAYER, W_NEXT, W_TARGET, W_DEALER, W_OTHERS = range(5)
WORDS = {"player": W_PLAYER, "next": W_NEXT, "first": W_NEXT, "target": W_TARGET,
         "dealer": W_DEALER, "others": W_OTHERS}

# Rows of the ``flags`` table.
(F_UNO, F_DRAW_UNTIL, F_DRAW_MUST, F_DRAW_ANYTIME, F_SCORING, F_TARGET, F_HAND_SIZE,
 F_DEALER_HIGHEST, F_TIES_AGAIN, F_JUMP_IN, F_MISSED_UNO, F_NCOLOURS, F_NCARDS, F_NKINDS,
 F_NREPORTS, F_DECK, F_MIN_PLAYERS, F_MAX_PLAYERS, F_NSTATUSES, F_KNOCK_OUT, F_DRAW_LOW, F_DRAW_HIGH,
 F_FALSE_UNO, F_NO_OTHER, F_TOGETHER, F_KO_BONUS) = range(26)
NFLAGS = 26
# F_KO_BONUS: the points the round's winner scores for each player knocked out in it.
# F_TOGETHER: the condition a card added to those played together meets ('together
# KINDS: COND'; -1: no such rule), the kinds in the ``together`` table.
# F_KNOCK_OUT: the hand size that knocks a player out (0: none); F_DRAW_LOW and F_DRAW_HIGH:
# a draw takes that many cards at random (F_DRAW_HIGH -1: a draw is the usual one);
# F_FALSE_UNO: the effect list a false UNO call costs (-1: no such penalty); F_NO_OTHER: a
# condition asks for other playable cards (the machine tabulates play conditions alone).
# F_SCORING: the number each scoring strategy declares (its ``kernel``): the winner scores
# the other hands (0); each hand scores against itself (1); the winner's team (seat i
# partners seat i + n/2, unorules.ir.teams) scores the other team's hands (2); nobody
# scores and the game is the one round (3). A strategy that gives a reason instead is refused.
SCORINGS = {name: cls.kernel for name, cls in load_scorings().items() if isinstance(cls.kernel, int)}


def opcode_fingerprint() -> str:
    """A digest of every opcode, flag row, table name and subject-word number above.
    The machine states the one it was written against (machine.OPCODES): numba keys
    its disk cache to machine.py alone, so a change here must show up there."""
    import hashlib

    here = globals()
    names = sorted(n for n, v in here.items()
                   if n.isupper() and isinstance(v, int) and not isinstance(v, bool))
    facts = [(n, here[n]) for n in names] + [("TABLES", TABLES), ("WORDS", sorted(WORDS.items())),
                                                   ("SCORINGS", sorted(SCORINGS.items()))]
    return hashlib.sha256(repr(facts).encode()).hexdigest()[:16]


@frozen
class Program:
    """A variant lowered to the kernel's one integer array ``code`` (read-only).

    ``code[:NFLAGS]`` holds the flags (the ``F_*`` rows); ``code[NFLAGS + i]`` the
    offset in ``code`` of table ``TABLES[i]`` (its ``O_*`` row). Per card (distinct
    cards, in ``Rules.cards`` order): ``card_kind``, ``card_colour`` (-1: none),
    ``card_points``. ``deck`` lists card ids in ``Rules.deck`` order. Per kind: the
    condition offsets ``play``, ``require``, ``enforced`` (a requirement no challenge
    polices), the list rows ``on``, ``start``, ``last`` (what still happens on a last
    card), ``accepted``, ``guilty``, ``innocent`` (-1: no challenge), ``start_noop``,
    ``needs_colour``, ``needs_target``, ``dealer_value``; ``stack_ok`` is kinds x kinds
    (top, card). Per report: ``report_cond``, ``report_list``. ``conds`` holds the
    condition programs, ``ops`` the effects (4 ints each), ``lists`` (start, length)
    rows of effect lists. Condition offsets count from the start of ``conds``.

    Two-sided cards (UNO Flip): a card id is a physical card as it lies, with one face
    up (``Rules.cards`` holds both ways up), so every table above reads the face up.
    ``card_flip`` maps each id to the same card turned over (itself when one-sided), and
    ``side_colours`` holds per side (first colour id, count): the colours are those of
    every side, side after side (``RuleSet.all_colours``); one-sided, one row of them all.
    """

    name: str
    cards: tuple[Any, ...] = field(eq=False)  # the Card of each id
    colours: tuple[str, ...]
    reports: tuple[str, ...]
    code: IntArray = field(eq=False)


# Names of the tables, in the order of their offset rows (the machine reads O_*).
TABLES = ("card_kind", "card_colour", "card_points", "deck", "play", "require", "enforced", "on",
          "start", "last", "accepted", "guilty", "innocent", "start_noop", "needs_colour",
          "needs_target", "dealer_value", "stack_ok", "report_cond", "report_list", "conds", "ops",
          "lists", "together", "card_flip", "side_colours")
(O_CARD_KIND, O_CARD_COLOUR, O_CARD_POINTS, O_DECK, O_PLAY, O_REQUIRE, O_ENFORCED, O_ON, O_START,
 O_LAST, O_ACCEPTED, O_GUILTY, O_INNOCENT, O_START_NOOP, O_NEEDS_COLOUR, O_NEEDS_TARGET,
 O_DEALER_VALUE, O_STACK_OK, O_REPORT_COND, O_REPORT_LIST, O_CONDS, O_OPS, O_LISTS, O_TOGETHER,
 O_CARD_FLIP, O_SIDE_COLOURS) = range(
    NFLAGS, NFLAGS + len(TABLES))


class _Builder:
    def __init__(self, statuses: dict[str, int] | None = None) -> None:
        self.statuses = statuses or {}
        self.conds: list[int] = []
        self.ops: list[int] = []
        self.lists: list[tuple[int, int]] = []

    def status(self, name: str) -> int:
        if name not in self.statuses:
            raise LoweringError(f"the status {name!r} is not declared by this variant")
        return self.statuses[name]

    # Conditions ---------------------------------------------------------------
    def cond(self, cond: Cond | None) -> int:
        if cond is None:
            return -1
        start = len(self.conds)
        self.cond_ops(cond)
        self.conds.extend((C_END, 0))
        return start

    def cond_ops(self, cond: Cond) -> None:
        _refuse(cond)
        lowering = COND_LOWERING.get(type(cond))
        if lowering is None:
            raise LoweringError(
                f"the kernel has no opcode for the condition {type(cond).__name__} "
                f"({_english(cond)}); add one to unorules/kernel/lower.py and machine.py, "
                "or play this variant with the Python engine"
            )
        lowering(self, cond)

    # Effects ------------------------------------------------------------------
    def effects(self, effects: Sequence[Effect], holds: frozenset[int] = frozenset()) -> int:
        """The list of ``effects``; an ``E_HOLD`` after each effect whose index is in ``holds``."""
        ops: list[int] = []
        for i, e in enumerate(effects):
            ops.extend(self.effect_ops(e))
            if i in holds:
                ops.extend((E_HOLD, 0, 0, 0))
        self.lists.append((len(self.ops) // 4, len(ops) // 4))
        self.ops.extend(ops)
        return len(self.lists) - 1

    def effect_ops(self, effect: Effect) -> list[int]:
        _refuse(effect)
        lowering = EFFECT_LOWERING.get(type(effect))
        if lowering is None:
            raise LoweringError(
                f"the kernel has no opcode for the effect {type(effect).__name__} "
                f"({_english(effect)}); add one to unorules/kernel/lower.py and machine.py, "
                "or play this variant with the Python engine"
            )
        return lowering(self, effect)


# Primitives the kernel refuses by name, with why: lowering a variant that uses one
# raises LoweringError saying so (play such a variant with the Python engine).
REFUSED: dict[type[Cond] | type[Effect], str] = {
    LastCard: "its play conditions are tables of the card, the top card and the colour, and 'last card' reads the hand",
    PlayedOnSameFace: "its conditions read the discard pile's top card, and no register keeps the card a play covered",
}


def _refuse(primitive: Cond | Effect) -> None:
    why = REFUSED.get(type(primitive))
    if why is not None:
        raise LoweringError(
            f"the kernel refuses {type(primitive).__name__} ({_english(primitive)}): {why}; "
            "play this variant with the Python engine"
        )


def _english(primitive: Cond | Effect) -> str:
    try:
        return primitive.english()
    except Exception:  # noqa: BLE001  (an unknown primitive may not even describe itself)
        return "no description"


def _word(who: str) -> int:
    if who not in WORDS:
        raise LoweringError(f"the kernel does not know the subject word {who!r}")
    return WORDS[who]


def _postfix(op: int, arg: int = 0) -> Callable[[_Builder, Any], None]:
    def emit(b: _Builder, cond: Any) -> None:
        b.conds.extend((op, arg))
    return emit


def _players(b: _Builder, cond: PlayerCount) -> None:
    b.conds.extend((C_PLAYERS, cond.n))


def _status_cond(b: _Builder, cond: HasStatus) -> None:
    # The argument packs the status's index and the subject word: status * 8 + word.
    b.conds.extend((C_STATUS, b.status(cond.status) * 8 + _word(cond.who)))


def _holds(exact: int) -> Callable[[_Builder, Any], None]:
    # The argument packs the count, exactness and the subject word: n * 16 + exact * 8 + word.
    def emit(b: _Builder, cond: Any) -> None:
        b.conds.extend((C_HOLDS, int(cond.n) * 16 + exact * 8 + _word(cond.who)))
    return emit


def _not(b: _Builder, cond: Not) -> None:
    b.cond_ops(cond.inner)
    b.conds.extend((C_NOT, 0))


def _binary(op: int) -> Callable[[_Builder, Any], None]:
    def emit(b: _Builder, cond: Any) -> None:
        b.cond_ops(cond.left)
        b.cond_ops(cond.right)
        b.conds.extend((op, 0))
    return emit


def _has_playable(b: _Builder, cond: HasPlayable) -> None:
    b.conds.extend((C_HAS_PLAYABLE, _word(cond.who)))


COND_LOWERING: dict[type[Cond], Callable[[_Builder, Any], None]] = {
    Always: _postfix(C_ALWAYS),
    SameColour: _postfix(C_SAME_COLOUR),
    SameFace: _postfix(C_SAME_FACE),
    NoActiveColourInHand: _postfix(C_NO_ACTIVE),
    PlayerCount: _players,
    HasStatus: _status_cond,
    HoldsAtLeast: _holds(0),
    HoldsExactly: _holds(1),
    IdenticalCard: _postfix(C_IDENTICAL),
    HasPlayable: _has_playable,
    NoOtherPlayable: _postfix(C_NO_OTHER),
    Not: _not,
    And: _binary(C_AND),
    Or: _binary(C_OR),
}


def _op(op: int, *who: str, n: int = 0) -> Callable[[_Builder, Any], list[int]]:
    """An effect whose fields are subject words (named in ``who``) and maybe a count."""
    def emit(b: _Builder, e: Any) -> list[int]:
        args = [_word(getattr(e, w)) for w in who]
        if n:
            args.append(int(e.n))
        args += [0] * (3 - len(args))
        return [op, *args]
    return emit


def _give_status(b: _Builder, e: GiveStatus) -> list[int]:
    return [E_GIVE_STATUS, _word(e.who), b.status(e.status), int(e.turns)]


def _end_status(b: _Builder, e: EndStatus) -> list[int]:
    return [E_END_STATUS, _word(e.who), b.status(e.status), 0]


def _guarded(b: _Builder, e: Guarded) -> list[int]:
    inner = b.effect_ops(e.effect)
    return [E_GUARD, b.cond(e.cond), len(inner) // 4, int(_asks(e.cond, HasPlayable)), *inner]


def _asks(cond: Cond | None, cls: type[Cond]) -> bool:
    """Does ``cond`` hold a ``cls`` condition anywhere?"""
    if cond is None:
        return False
    if isinstance(cond, cls):
        return True
    if isinstance(cond, Not):
        return _asks(cond.inner, cls)
    if isinstance(cond, And | Or):
        return _asks(cond.left, cls) or _asks(cond.right, cls)
    return False


def _random_draw(b: _Builder, e: RandomDraw) -> list[int]:
    if e.low < 0 or e.low > e.high:
        raise LoweringError(f"the kernel cannot draw {e.low} to {e.high} cards at random")
    return [E_RANDOM_DRAW, _word(e.who), int(e.low), int(e.high)]


EFFECT_LOWERING: dict[type[Effect], Callable[[_Builder, Any], list[int]]] = {
    Nothing: _op(E_NOTHING),
    Draw: _op(E_DRAW, "who", n=1),
    DrawOrStack: _op(E_DRAW_OR_STACK, "who", n=1),
    DrawUntilColour: _op(E_DRAW_UNTIL_COLOUR, "who"),
    LoseTurn: _op(E_LOSE_TURN, "who"),
    Reverse: _op(E_REVERSE),
    ChooseColour: _op(E_CHOOSE_COLOUR, "who"),
    SwapHands: _op(E_SWAP_HANDS, "who", "other"),
    RotateHands: _op(E_ROTATE_HANDS),
    ShuffleHands: _op(E_SHUFFLE_HANDS),
    PassHandsLeft: lambda b, e: [E_ROTATE_HANDS, 1, 0, 0],
    PassHandsRight: lambda b, e: [E_ROTATE_HANDS, 2, 0, 0],
    ShuffleHandsFrom: lambda b, e: [E_SHUFFLE_HANDS, _word(e.who) + 1, 0, 0],
    # (who, 0): the active colour; (who, 1): the colour the action named.
    DiscardColour: lambda b, e: [E_DISCARD_COLOUR, _word(e.who), 0, 0],
    DiscardChosenColour: lambda b, e: [E_DISCARD_COLOUR, _word(e.who), 1, 0],
    GiveStatus: _give_status,
    EndStatus: _end_status,
    OpenChallenge: _op(E_OPEN_CHALLENGE, "who"),
    PlaysFirst: _op(E_PLAYS_FIRST, "who"),
    PlaysAgain: lambda b, e: [E_PLAYS_FIRST, W_PLAYER, 0, 0],
    ReturnAndTurn: _op(E_RETURN_AND_TURN),
    EndTurn: _op(E_END_TURN),
    Guarded: _guarded,
    RandomDraw: _random_draw,
    TurnOver: _op(E_TURN_OVER),
}


def lower(rules: RuleSet) -> Program:
    """The kernel program of ``rules``; raises :class:`LoweringError` for what it cannot run."""
    import numpy as np

    if rules.empty_piles != "draw_what_there_is":
        raise LoweringError(f"the kernel does not know the empty-piles rule {rules.empty_piles!r}")
    if rules.last_card not in ("draws", "nothing", "everything"):
        raise LoweringError(f"the kernel does not know the last-card rule {rules.last_card!r}")
    busy = [k for k in sorted(rules.together_kinds) if any(not e.is_noop for e in rules.on_of.get(k, ()))]
    if busy:
        raise LoweringError(f"the kernel refuses cards with effects played together ({', '.join(busy)}): its "
                            "pass after them hands the turn to the next seat, with no lost turn; play this "
                            "variant with the Python engine")
    asks_other = any(_asks(cond, NoOtherPlayable) for cond in (*rules.play_of.values(), *rules.require_of.values()))
    if asks_other:
        for kind, cond in rules.play_of.items():
            if any(_asks(cond, cls) for cls in (NoActiveColourInHand, NoOtherPlayable, HasPlayable)):
                raise LoweringError(
                    f"the kernel refuses NoOtherPlayable ({NoOtherPlayable().english()}) beside a play rule "
                    f"that reads the hand ({kind}: {_english(cond)}): it tabulates play rules alone; play "
                    "this variant with the Python engine")
    for strategy, number in ((rules.scorer, rules.scorer.lowering()), (rules.ender, rules.ender.kernel)):
        if not isinstance(number, int):
            raise LoweringError(f"the kernel refuses {type(strategy).__name__} ({number}): play this "
                                "variant with the Python engine")
    colours = rules.all_colours
    if len(set(colours)) != len(colours):
        raise LoweringError(f"the kernel refuses sides that share a colour ({', '.join(colours)}): a colour "
                            "id names one side's colour; play this variant with the Python engine")
    b = _Builder({st.name: i for i, st in enumerate(rules.statuses)})
    kinds = [k.name for k in rules.kinds]
    kind_id = {k: i for i, k in enumerate(kinds)}
    colour_id = {c: i for i, c in enumerate(colours)}
    cards = rules.cards
    card_id = {c: i for i, c in enumerate(cards)}
    nk = len(kinds)

    def per_kind(get: Callable[[str], int]) -> list[int]:
        return [get(k) for k in kinds]

    held = rules.held_points()

    def clause(place: str, k: str) -> int:
        """A clause's list, held where the engine holds it (after the effect at index at - 1)."""
        return b.effects(rules.clause(place, k), frozenset(at - 1 for pl, kd, at in held if (pl, kd) == (place, k)))

    def challenge(k: str, part: str) -> int:
        return -1 if k not in rules.challenge_of else clause(part, k)

    stack_ok = [0] * (nk * nk)
    for top_kind, allowed in rules.stack_on.items():
        for card_kind in allowed:
            stack_ok[kind_id[top_kind] * nk + kind_id[card_kind]] = 1
    missed = rules.penalty_of.get(PenaltyEvent.MISSED_UNO)
    symbols = rules.dealer.symbols_count
    values = [k.number if k.number is not None else symbols for k in rules.kinds]
    tables: dict[str, list[int]] = {
        "card_kind": [kind_id[c.kind] for c in cards],
        "card_colour": [-1 if c.color is None else colour_id[c.color] for c in cards],
        "card_points": [rules.points(c) for c in cards],
        "deck": [card_id[c] for c in rules.deck],
        "play": per_kind(lambda k: b.cond(rules.play_of[k])),
        "require": per_kind(lambda k: b.cond(rules.require_of.get(k))),
        "enforced": per_kind(lambda k: b.cond(None if k in rules.challenge_of else rules.require_of.get(k))),
        "on": per_kind(lambda k: clause("on", k)),
        "start": per_kind(lambda k: clause("start", k)),
        "last": per_kind(lambda k: clause("last", k)),
        "accepted": per_kind(lambda k: challenge(k, "accepted")),
        "guilty": per_kind(lambda k: challenge(k, "guilty")),
        "innocent": per_kind(lambda k: challenge(k, "innocent")),
        "start_noop": per_kind(lambda k: int(all(e.is_noop for e in rules.start_of.get(k, ())))),
        "needs_colour": per_kind(lambda k: int(k in rules.needs_colour)),
        "needs_target": per_kind(lambda k: int(k in rules.needs_target)),
        "dealer_value": values,
        "stack_ok": stack_ok,
        "report_cond": [b.cond(r.cond) for r in rules.reports],
        "report_list": [b.effects(r.effects) for r in rules.reports],
    }
    flags = [0] * NFLAGS
    flags[F_UNO] = int(rules.uno)
    flags[F_DRAW_UNTIL] = int(rules.draw.until_playable)
    flags[F_DRAW_MUST] = int(rules.draw.after == "must")
    flags[F_DRAW_ANYTIME] = int(rules.draw.anytime)
    flags[F_SCORING] = SCORINGS[rules.scoring]
    flags[F_TARGET] = rules.target
    flags[F_HAND_SIZE] = rules.hand_size
    flags[F_DEALER_HIGHEST] = int(rules.dealer.highest_draw)
    # As the engine's pick_dealer: a deck whose cards all count the same never breaks a tie.
    flags[F_TIES_AGAIN] = int(rules.dealer.ties_draw_again and len(set(values)) > 1)
    flags[F_JUMP_IN] = b.cond(rules.jump_in)
    flags[F_MISSED_UNO] = b.effects(missed) if missed is not None else b.effects(())
    flags[F_NCOLOURS] = len(colours)
    flags[F_NCARDS] = len(cards)
    flags[F_NKINDS] = nk
    flags[F_NREPORTS] = len(rules.reports)
    flags[F_DECK] = len(rules.deck)
    flags[F_MIN_PLAYERS] = rules.min_players
    flags[F_MAX_PLAYERS] = rules.max_players
    flags[F_NSTATUSES] = len(rules.statuses)
    flags[F_KNOCK_OUT] = rules.knock_out
    low, high = rules.draw.random if rules.draw.random is not None else (0, -1)
    if rules.draw.random is not None and not 0 <= low <= high:
        raise LoweringError(f"the kernel cannot draw {low} to {high} cards at random")
    flags[F_DRAW_LOW], flags[F_DRAW_HIGH] = low, high
    false_uno = rules.penalty_of.get(PenaltyEvent.FALSE_UNO)
    flags[F_FALSE_UNO] = -1 if false_uno is None else b.effects(false_uno)
    flags[F_NO_OTHER] = int(asks_other)
    flags[F_TOGETHER] = b.cond(rules.together)
    flags[F_KO_BONUS] = rules.knock_out_bonus
    tables["together"] = per_kind(lambda k: int(k in rules.together_kinds))
    tables["card_flip"] = [card_id[c.flipped()] for c in cards]
    first = [sum(len(cols) for _, cols in rules.sides[:i]) for i in range(len(rules.sides))]
    tables["side_colours"] = ([x for i, (_, cols) in enumerate(rules.sides) for x in (first[i], len(cols))]
                              if rules.sides else [0, len(colours)])
    tables["conds"] = [*b.conds, C_END, 0]  # never empty
    tables["ops"] = [*b.ops, E_NOTHING, 0, 0, 0]
    tables["lists"] = [x for row in b.lists for x in row]

    code = list(flags) + [0] * len(TABLES)
    for i, name in enumerate(TABLES):
        code[NFLAGS + i] = len(code)
        code.extend(tables[name])
    array = np.array(code, dtype=np.int64)
    array.flags.writeable = False
    return Program(name=rules.name, cards=tuple(cards), colours=tuple(colours),
                   reports=tuple(r.name for r in rules.reports), code=array)
