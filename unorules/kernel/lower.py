"""Lowering: the one place that reads the rules IR for the kernel.

:func:`lower` turns a :class:`~unorules.Rules` into a :class:`Program`: flat integer
tables (cards, kinds, condition and effect opcodes, flags) that the compiled
interpreter in :mod:`unorules.kernel.machine` runs. Nothing here or there is
specific to a variant, and nothing here names a primitive: every condition and effect
class declares its own opcode and operands (``kernel_op``, ``kernel_operands``, or
``lowered`` for its own packing) or why the kernel refuses it (``kernel_refusal``);
a class that declares neither makes :func:`lower` raise :class:`LoweringError` naming
it. This module keeps the opcodes' numbers and fills the tables.

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
from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, load_mechanics, tellers
from unorules.ir.primitive import Primitive
from unorules.ir.scoring import load_scorings

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
# The opcodes by the names a class's kernel_op gives, read once (as the machine is compiled
# once: a number changed later does not reach a lowering, the machine's check refuses it).
_OPCODES = {name: number for name, number in globals().items()
            if name[:2] in ("C_", "E_") and isinstance(number, int) and not isinstance(number, bool)}
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
# The flag rows by name, as a clause kind's kernel_flags names them.
FLAG_ROWS = {name: row for name, row in globals().items() if name.startswith("F_") and isinstance(row, int)}
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


def _declares(cls: type) -> bool:
    """The class says its own kernel part: a subclass never runs as its base's opcode
    unless it says so (a new primitive is lowered as it means, or refused)."""
    return any(name in vars(cls) for name in ("kernel_op", "lowered", "kernel_refusal"))


class _Builder:
    """The kernel's side of a primitive's lowering (:class:`unorules.ir.readers.Lowering`):
    each primitive class declares its opcode and operands, or its refusal; this keeps the
    opcodes' numbers and the tables being filled."""

    def __init__(self, statuses: dict[str, int] | None = None) -> None:
        self.statuses = statuses or {}
        self.conds: list[int] = []
        self.ops: list[int] = []
        self.lists: list[tuple[int, int]] = []

    def op(self, name: str) -> int:
        if name not in _OPCODES:
            raise LoweringError(f"the kernel has no opcode called {name!r}")
        return _OPCODES[name]

    def word(self, who: str) -> int:
        if who not in WORDS:
            raise LoweringError(f"the kernel does not know the subject word {who!r}")
        return WORDS[who]

    def status(self, name: str) -> int:
        if name not in self.statuses:
            raise LoweringError(f"the status {name!r} is not declared by this variant")
        return self.statuses[name]

    def refuse(self, why: str) -> Exception:
        return LoweringError(why)

    def _part(self, primitive: Primitive, what: str) -> type[Primitive]:
        cls = type(primitive)
        if cls.kernel_refusal and _declares(cls):
            raise LoweringError(
                f"the kernel refuses {cls.__name__} ({_english(primitive)}): {cls.kernel_refusal}; "
                "play this variant with the Python engine"
            )
        if not _declares(cls):
            raise LoweringError(
                f"the kernel has no opcode for the {what} {cls.__name__} ({_english(primitive)}); declare "
                "its kernel_op (or lowered) on the class with its case in unorules/kernel/machine.py, or its "
                "kernel_refusal, or play this variant with the Python engine"
            )
        return cls

    # Conditions ---------------------------------------------------------------
    def cond(self, cond: Cond | None) -> int:
        if cond is None:
            return -1
        ops = self.cond_ops(cond)
        start = len(self.conds)
        self.conds.extend((*ops, C_END, 0))
        return start

    def cond_ops(self, cond: Cond) -> list[int]:
        self._part(cond, "condition")
        return cond.lowered(self)

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
        self._part(effect, "effect")
        return effect.lowered(self)


def primitive_classes() -> tuple[type[Primitive], ...]:
    """Every primitive class, the registered ones and the structural ones (Not, Guarded, ...)."""
    out: list[type[Primitive]] = []
    todo = list(Primitive.__subclasses__())
    while todo:
        cls = todo.pop(0)
        out.append(cls)
        todo.extend(cls.__subclasses__())
    return tuple(out)


def kernel_parts() -> tuple[Any, ...]:
    """Every primitive class's kernel part as it stands: a lowered program is kept only
    while these are the same (a test may swap a class's part)."""
    return tuple((cls, *(vars(cls).get(n) for n in ("kernel_op", "kernel_operands", "lowered", "kernel_refusal")))
                 for cls in primitive_classes())


def _english(primitive: Primitive) -> str:
    try:
        return primitive.english()
    except Exception:  # noqa: BLE001  (an unknown primitive may not even describe itself)
        return "no description"


def flag_kinds() -> list[type[Clause]]:
    """The clause kinds that fill rows of the flags table, in the order of their first row;
    a row named that is no F_* row is the lowering's error, said so."""
    # A kind fills the rows it names itself: a subclass (require, of play) fills none of its base's.
    kinds = [k for k in load_mechanics().values() if vars(k).get("kernel_flags")]
    for k in kinds:
        unknown = [row for row in k.kernel_flags if row not in FLAG_ROWS]
        if unknown:
            raise LoweringError(f"{k.__name__} fills {', '.join(unknown)}, which is no row of the kernel's flags")
    return sorted(kinds, key=lambda k: min(FLAG_ROWS[row] for row in k.kernel_flags))


def lower(rules: RuleSet) -> Program:
    """The kernel program of ``rules``; raises :class:`LoweringError` for what it cannot run."""
    import numpy as np

    # Each clause kind says what of its rules the kernel cannot run (in the order of the
    # rule book's list of changes, so a variant refused twice is refused for the same one).
    for teller in tellers():
        why = teller.kernel_refusal(rules)
        if why:
            raise LoweringError(why)
    colours = rules.all_colours
    b = _Builder({st.name: i for i, st in enumerate(rules.statuses)})
    kinds = [k.name for k in rules.kinds]
    kind_id = {k: i for i, k in enumerate(kinds)}
    colour_id = {c: i for i, c in enumerate(colours)}
    cards = rules.cards
    card_id = {c: i for i, c in enumerate(cards)}

    def per_kind(get: Callable[[str], int]) -> list[int]:
        return [get(k) for k in kinds]

    held = rules.held_points()

    def clause(place: str, k: str) -> int:
        """A clause's list, held where the engine holds it (after the effect at index at - 1)."""
        return b.effects(rules.clause(place, k), frozenset(at - 1 for pl, kd, at in held if (pl, kd) == (place, k)))

    def challenge(k: str, part: str) -> int:
        return -1 if k not in rules.challenge_of else clause(part, k)

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
        "report_cond": [b.cond(r.cond) for r in rules.reports],
        "report_list": [b.effects(r.effects) for r in rules.reports],
    }
    # Each clause kind fills its rows (Clause.kernel_flags), the kinds in the order of their
    # first row, so their conditions and effect lists are laid in the program in that order.
    flags = [0] * NFLAGS
    for kind in flag_kinds():
        for row, value in zip(kind.kernel_flags, kind.lowered_flags(rules, b), strict=True):
            flags[FLAG_ROWS[row]] = value
    for kind in load_mechanics().values():  # the tables a kind fills alone (itself, as the flags)
        if vars(kind).get("kernel_tables"):
            tables.update(zip(kind.kernel_tables, kind.lowered_tables(rules), strict=True))
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
