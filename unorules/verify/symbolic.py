"""The symbolic table: the Z3 counterpart of :class:`unorules.engine.table.Table`.

A :class:`SymTable` holds what the proofs track of a game as Z3 terms: the count of
cards in the draw pile, in the discard pile and in every seat's hand (a vector as
long as the variant's largest table, seats at or past the player count always
empty), the player count ``n`` (symbolic, over the variant's range), the direction,
the active colour, the top card, the seats an effect names, the pending stack
total, every status of every seat (like the hands, one vector per status the variant
declares: the turn starts left before it ends, 0 for none), and the outcome flags the effects set for the engine's turn logic.

The primitives' ``symbolic(z)`` methods change a SymTable the way ``run(t, ctx)``
changes a Table. What a count-only model cannot know (how many cards of the active
colour a hand holds, how many draws it takes to find a colour) is a *choice*: a
fresh variable with the constraints the engine guarantees, universally quantified
in the proofs and solved for when the model is compared with the engine.

Arithmetic over the symbolic player count stays linear: ``x mod n`` and ``x div n``
are written as a ladder over the finite range of ``n`` (``If(n == 2, x % 2, ...)``),
so every query is in linear integer arithmetic, which Z3 decides.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import z3

from unorules.engine.state import CHOOSE, DRAWN, GAME_OVER, RESPOND, ROUND_OVER, STACK, TOGETHER, TURN
from unorules.ir import subjects

# The phases of a round in play come before ROUND_OVER: 'phase < ROUND_OVER' is 'the round goes on'.
PHASES = (TURN, DRAWN, CHOOSE, RESPOND, STACK, TOGETHER, ROUND_OVER, GAME_OVER)
PHASE: dict[str, int] = {p: i for i, p in enumerate(PHASES)}

# Fields a guarded effect may change; a branch is merged back field by field.
INT_FIELDS = (
    "draw", "discard", "direction", "colour", "top_kind", "top_colour", "dealer", "pending",
    "skips", "plays_first", "chooser", "to_act", "phase",
    # The rest of a clause held while a colour is named (engine.state.HeldEffects): which
    # held point (an index into RuleSet.held_points(), -1: none), its player, its skips.
    "held", "held_player", "held_skips",
    # Of a two-sided deck, the side up (0: the first, as dealt); one-sided, always 0.
    "side",
)
BOOL_FIELDS = (
    "plays_first_set", "chooser_set", "turn_another", "turn_ends", "challenge_open", "stack_open",
)

_fresh = itertools.count()

# Multiples of n a seat computation may be off by: a seat, plus or minus 1 + skips.
MOD_WINDOW = tuple(range(-4, 6))


def fresh_int(name: str) -> Any:
    ctx = z3.main_ctx()
    ref = ctx.ref()
    # z3.Int, without making the sort again for every variable (a model makes thousands).
    return z3.ArithRef(z3.Z3_mk_const(ref, z3.Z3_mk_string_symbol(ref, f"{name}!{next(_fresh)}"), _int_sort()), ctx)


# The ladders over seats below are made of the same few terms thousands of times a variant
# (If(seat == i, ...)); built through Z3's C API they are the terms the operators make,
# without the Python layer's coercion and sort checks of every operand.
_CACHE: dict[Any, Any] = {}


def _int_sort() -> Any:
    got = _CACHE.get("sort")
    if got is None:
        got = _CACHE["sort"] = z3.IntSort()
    return got.ast


def int_val(i: int) -> Any:
    """``z3.IntVal(i)``, made once."""
    got = _CACHE.get(i)
    if got is None:
        got = _CACHE[i] = z3.IntVal(i)
    return got


def equals(x: Any, i: int) -> Any:
    """``x == i`` (as a Z3 term even when ``x`` is a number, as z3.If would take it)."""
    if not isinstance(x, z3.ArithRef):
        return z3.BoolVal(bool(x == i))
    ctx = x.ctx
    return z3.BoolRef(z3.Z3_mk_eq(ctx.ref(), x.as_ast(), int_val(i).as_ast()), ctx)


def above(x: Any, i: int) -> Any:
    """``x > i`` for an integer term ``x``."""
    if not isinstance(x, z3.ArithRef):
        return x > i
    ctx = x.ctx
    return z3.BoolRef(z3.Z3_mk_gt(ctx.ref(), x.as_ast(), int_val(i).as_ast()), ctx)


def all_of(*terms: Any) -> Any:
    """``z3.And(*terms)`` of Z3 Booleans."""
    if not all(isinstance(t, z3.BoolRef) for t in terms):
        return z3.And(*terms)
    ctx = terms[0].ctx
    args = (z3.Ast * len(terms))(*(t.as_ast() for t in terms))
    return z3.BoolRef(z3.Z3_mk_and(ctx.ref(), len(terms), args), ctx)


def ite(cond: Any, a: Any, b: Any) -> Any:
    """``z3.If(cond, a, b)``; for two integer terms straight from the C API."""
    if isinstance(a, z3.ArithRef) and isinstance(b, z3.ArithRef) and isinstance(cond, z3.BoolRef):
        ctx = cond.ctx
        return z3.ArithRef(z3.Z3_mk_ite(ctx.ref(), cond.as_ast(), a.as_ast(), b.as_ast()), ctx)
    return z3.If(cond, a, b)


def fresh_bool(name: str) -> Any:
    return z3.Bool(f"{name}!{next(_fresh)}")


class Shape:
    """What the model needs to know of a variant: player range, colours and card kinds."""

    def __init__(self, lo: int, hi: int, colours: Sequence[str], kinds: Sequence[str],
                 coloured: Sequence[bool], statuses: Sequence[tuple[str, int]] = (), knock_out: int = 0,
                 other_sides: Sequence[Sequence[str]] = (),
                 side_kinds: Sequence[Sequence[int]] = ()) -> None:
        self.lo, self.hi = lo, hi
        self.knock_out = knock_out  # 'knock out at N cards' (0: nobody is ever out)
        self.statuses = {name: turns for name, turns in statuses}  # name -> turn starts it lasts
        self.colours = tuple(colours)
        # A colour is its place in its side's list: the model's colours are those of
        # whichever side is up (a two-sided deck's sides have as many colours each).
        self.slot = {c: i for side in (colours, *other_sides) for i, c in enumerate(side)}
        self.kinds = tuple(kinds)
        self.kind_index = {k: i for i, k in enumerate(kinds)}
        self.coloured = tuple(coloured)
        # Of a two-sided deck: the kinds with faces on each side (the side up decides which
        # kinds can show, on the discard pile and in play). One-sided: ().
        self.side_kinds = tuple(tuple(ks) for ks in side_kinds)
        self._multiples: dict[int, _Multiples] = {}

    @property
    def two_sided(self) -> bool:
        return bool(self.side_kinds)

    def on_side(self, kind: Any, side: Any) -> Any:
        """Z3: the kind with index ``kind`` has faces on side ``side`` (one-sided: always)."""
        if not self.side_kinds:
            return z3.BoolVal(True)
        def among(ks: Sequence[int]) -> Any:
            return z3.Or([kind == i for i in ks] or [z3.BoolVal(False)])
        return z3.If(side == 0, among(self.side_kinds[0]), among(self.side_kinds[1]))

    @classmethod
    def of(cls, rules: Any) -> Shape:
        sides = range(len(rules.sides)) if rules.pairs else range(0)
        return cls(rules.min_players, rules.max_players, rules.colours,
                   [k.name for k in rules.kinds], [k.coloured for k in rules.kinds],
                   [(st.name, st.turns) for st in rules.statuses], rules.knock_out,
                   [cols for _, cols in rules.sides[1:]],
                   [[i for i, k in enumerate(rules.kinds) if rules.on_side(k, side)] for side in sides])

    def multiples(self, n: Any) -> _Multiples:
        """The terms ``q * n`` for the seat arithmetic over the player count ``n``."""
        got = self._multiples.get(n.get_id())
        if got is None:
            got = self._multiples[n.get_id()] = _Multiples(n)
        return got

    def colour_index(self, colour: str | None) -> int:
        return -1 if colour is None else self.slot[colour]

    def is_coloured(self, kind: Any) -> Any:
        """Z3: the kind with index ``kind`` has a colour."""
        return z3.Or([kind == i for i, c in enumerate(self.coloured) if c] or [z3.BoolVal(False)])


class _Multiples:
    """``q * n`` for every q the seat arithmetic uses (``MOD_WINDOW`` and one past it), as
    the operators build them, and ``x - q * n`` from the C API."""

    def __init__(self, n: Any) -> None:
        self.n = n  # kept: while it lives no other term takes its id
        self.terms = {q: q * n for q in (*MOD_WINDOW, MOD_WINDOW[-1] + 1)}
        self.asts = {q: t.as_ast() for q, t in self.terms.items()}
        self.ref = n.ctx.ref()

    def term(self, q: int) -> Any:
        return self.terms[q]

    def ast(self, q: int) -> Any:
        return self.asts[q]

    def sub(self, x: Any, q: int) -> Any:
        """The AST of ``x - q * n`` (``x`` an AST)."""
        args = (z3.Ast * 2)(x, self.asts[q])
        return z3.Z3_mk_sub(self.ref, 2, args)


def ladder(n: Any, lo: int, hi: int, f: Callable[[int], Any]) -> Any:
    """``f(c)`` for the value ``c`` of ``n`` in ``lo..hi``, as an If-ladder (linear in each case)."""
    if z3.is_int_value(n):
        return f(n.as_long())
    out = f(hi)
    for c in range(hi - 1, lo - 1, -1):
        out = z3.If(n == c, f(c), out)
    return out


class SymProbe:
    """What a condition may look at, as Z3 terms (the counterpart of ``table.Probe``).

    ``hand_count(colour)`` is the number of cards of that colour (``-1``: colourless)
    in the hand, without the card in question.
    """

    def __init__(self, *, card_kind: Any, card_colour: Any, top_kind: Any, top_colour: Any,
                 colour: Any, n: Any, hand_count: Callable[[Any], Any],
                 holds: Callable[[str, str], Any] | None = None,
                 sizes_hold: Callable[[str, Callable[[Any], Any]], Any] | None = None,
                 choice_bool: Callable[[str], Any] | None = None,
                 other_playable: Any = None, played_on_kind: Any = None) -> None:
        self.z3 = z3
        self.card_kind = card_kind
        self.card_colour = card_colour
        self.top_kind = top_kind
        self.top_colour = top_colour
        self.colour = colour
        self.n = n
        # holds(status, who): the seat(s) ``who`` names hold the status (nobody does
        # where no status can be asked about, as in a play condition).
        self.holds = holds if holds is not None else (lambda status, who: z3.BoolVal(False))
        self.hand_count = hand_count
        # sizes_hold(who, test): every seat ``who`` names holds a hand whose count passes
        # ``test`` (no seat's count can be asked where none is given, as in a play condition).
        self.sizes_hold = sizes_hold if sizes_hold is not None else (lambda who, test: z3.BoolVal(False))
        # What counts cannot tell (a hand holds a playable card) is a fresh Bool: a choice.
        self.choice_bool = choice_bool if choice_bool is not None else fresh_bool
        # The hand without the card holds a card of another kind that could be played.
        self.other_playable = other_playable if other_playable is not None else fresh_bool("other_playable")
        # In an effect's 'if': the kind of the card the played card covers; -1 where no
        # card was played in the step (engine Ctx.played_on is None).
        self.played_on_kind = played_on_kind if played_on_kind is not None else z3.IntVal(-1)


def colour_counts(ncolours: int, prefix: str) -> tuple[list[Any], Callable[[Any], Any]]:
    """Fresh per-colour counts (index 0: colourless) and a reader by symbolic colour."""
    counts = [fresh_int(f"{prefix}_{i - 1}") for i in range(ncolours + 1)]

    def read(colour: Any) -> Any:
        out = counts[0]
        for i in range(ncolours):
            out = ite(equals(colour, i), counts[i + 1], out)
        return out

    return counts, read


class SymTable:
    """A symbolic table (see the module docstring). Effects change it in place."""

    # Z3 terms; the field names are INT_FIELDS and BOOL_FIELDS.
    draw: Any
    discard: Any
    direction: Any
    colour: Any
    top_kind: Any
    top_colour: Any
    dealer: Any
    pending: Any
    skips: Any
    plays_first: Any
    chooser: Any
    to_act: Any
    phase: Any
    held: Any
    held_player: Any
    held_skips: Any
    side: Any
    plays_first_set: Any
    chooser_set: Any
    turn_another: Any
    turn_ends: Any
    challenge_open: Any
    stack_open: Any

    def __init__(self, shape: Shape, n: Any, hands: list[Any], statuses: dict[str, list[Any]] | None = None,
                 out: list[Any] | None = None, **fields: Any) -> None:
        self.z3 = z3
        self.shape = shape
        self.n = n
        self.hands = list(hands)
        # Per seat, 1 when knocked out of the round ('knock out at N cards'), else 0.
        self.out = list(out) if out is not None else [z3.IntVal(0)] * len(self.hands)
        self.statuses = {name: list(row) for name, row in (statuses or {}).items()}
        for name in shape.statuses:
            self.statuses.setdefault(name, [z3.IntVal(0)] * len(self.hands))
        for f in INT_FIELDS:
            setattr(self, f, fields.pop(f, z3.IntVal(-1 if f == "held" else 0)))
        for f in BOOL_FIELDS:
            setattr(self, f, fields.pop(f, z3.BoolVal(False)))
        # The words of the effect: who played, the chosen target and colour, last card.
        self.player: Any = fields.pop("player")
        self.target: Any = fields.pop("target", None)
        self.named: Any = fields.pop("named", None)
        # Which of the card's printed actions the play picks (from 1), where an effect offers
        # a choice: its term, so that a counterexample's play names the pick the model made.
        self.picked: Any = None
        self.final: bool = fields.pop("final", False)
        if fields:
            raise TypeError(f"unknown fields {sorted(fields)}")
        # How the player's hand splits by colour, where the step knows it (a play reads it
        # for the card's restriction): (the hand's term when split, counts by colour).
        # Valid only while the player's hand term is that one; effects that change it lose it.
        self.split: tuple[Any, Callable[[Any], Any]] | None = None
        # Every guarded effect met, with the term saying when it applies (shared by forks:
        # the dead-clause check asks whether any of them can hold).
        self.guards: list[tuple[Any, Any]] = []
        self.choices: list[Any] = []  # fresh variables standing for what counts cannot tell
        self.constraints: list[Any] = []  # what the engine guarantees about them
        self.obligations: list[tuple[Any, str]] = []  # must hold for the effects to make sense
        # The variables a pre-state was made of (Model.fresh), in the order of its fields: while
        # the table still holds these very terms, a predicate of it may be renamed from a template.
        self.fresh_leaves: tuple[Any, ...] | None = None
        # The kind of the card the step's played card covers (the play step sets it; -1:
        # no card was played in this step, as in a challenge's outcome).
        self.played_on_kind: Any = z3.IntVal(-1)

    # --- copying and merging (guarded effects) ---------------------------------
    def fork(self) -> SymTable:
        other = object.__new__(SymTable)
        other.__dict__.update(self.__dict__)
        other.hands = list(self.hands)
        other.out = list(self.out)
        other.statuses = {name: list(row) for name, row in self.statuses.items()}
        other.choices, other.constraints, other.obligations = [], [], []
        return other

    def merge(self, cond: Any, branch: SymTable) -> None:
        """Take ``branch``'s values where ``cond`` holds, keep ours elsewhere."""
        for f in (*INT_FIELDS, *BOOL_FIELDS):
            a, b = getattr(branch, f), getattr(self, f)
            if not a.eq(b):
                setattr(self, f, ite(cond, a, b))
        self.hands = [h if h.eq(old) else ite(cond, h, old) for h, old in zip(branch.hands, self.hands, strict=False)]
        self.out = [o if o.eq(old) else ite(cond, o, old) for o, old in zip(branch.out, self.out, strict=False)]
        self.statuses = {
            name: [p if p.eq(old) else ite(cond, p, old) for p, old in zip(branch.statuses[name], row, strict=False)]
            for name, row in self.statuses.items()
        }
        self.choices.extend(branch.choices)
        self.constraints.extend(z3.Implies(cond, c) for c in branch.constraints)
        self.obligations.extend((z3.Implies(cond, ob), why) for ob, why in branch.obligations)

    def note_guard(self, effect: Any, holds: Any) -> None:
        self.guards.append((effect, holds))

    # --- arithmetic over the player count ----------------------------------------
    def mod_n(self, x: Any, when: Any = None) -> Any:
        """``x mod n`` for a seat plus or minus a few steps: subtract the right multiple of
        ``n`` (linear, unlike ``%``); an obligation records the window it is exact in,
        needed only ``when`` the seat exists (the k-th other player of fewer than k + 1 does
        not, and its arithmetic must not count)."""
        if z3.is_int_value(self.n):
            return x % self.n.as_long()
        n = self.n
        # The ladder is built term by term with Z3's C API, over multiples of n made once per
        # n: it is a twentieth of a variant's verification otherwise (the Python layer coerces
        # and sort-checks every operand of its 30 terms). The terms are those the operators
        # build, so every query is unchanged.
        mults = self.shape.multiples(n)
        ctx = n.ctx
        ref = ctx.ref()
        xa = x.as_ast()
        # Each term is wrapped (counted) as soon as it is made, as the operators do.
        out = z3.ArithRef(mults.sub(xa, MOD_WINDOW[-1]), ctx)
        for q in reversed(MOD_WINDOW[:-1]):
            below = z3.BoolRef(z3.Z3_mk_lt(ref, xa, mults.ast(q + 1)), ctx)
            less = z3.ArithRef(mults.sub(xa, q), ctx)
            out = z3.ArithRef(z3.Z3_mk_ite(ref, below.as_ast(), less.as_ast(), out.as_ast()), ctx)
        exact = z3.And(x >= mults.term(MOD_WINDOW[0]), x < mults.term(MOD_WINDOW[-1] + 1))
        self.obligations.append((exact if when is None else z3.Implies(when, exact),
                                 "a seat is more turns away than the model's seat arithmetic covers"))
        return out

    def div_n(self, x: Any) -> Any:
        return ladder(self.n, self.shape.lo, self.shape.hi, lambda c: x / c)

    # --- seats ---------------------------------------------------------------------
    def seat_after(self, seat: Any, steps: Any = 1, when: Any = None) -> Any:
        exact = self.mod_n(seat + ite(equals(self.direction, 1), steps, -steps), when)
        if not self.shape.knock_out:
            return exact
        # With a seat knocked out, turns pass over it: which seat comes is a choice among
        # the seats still in (the proofs need only that it is one of them; the engine
        # check finds the one the engine takes).
        anyone = self.anyone_out()
        c = fresh_int("seat_after_out")
        self.choices.append(c)
        self.constraints.append(z3.Implies(anyone, self.in_game(c)))
        if isinstance(steps, int) and steps == 1:
            self.constraints.append(z3.Implies(anyone, c != seat))  # the next seat in is another one
        return z3.If(anyone, c, exact)

    def still_in(self) -> Any:
        """How many seats of the table have not been knocked out."""
        one, none = int_val(1), int_val(0)
        return z3.Sum([ite(all_of(above(self.n, i), equals(o, 0)), one, none) for i, o in enumerate(self.out)])

    def anyone_out(self) -> Any:
        return z3.Or(*(o == 1 for o in self.out)) if self.out else z3.BoolVal(False)

    def in_game(self, seat: Any) -> Any:
        """``seat`` is a seat of the table that has not been knocked out."""
        return z3.And(seat >= 0, seat < self.n, self.hand(seat, self.out) == 0)

    def seats(self, who: str) -> list[tuple[Any, Any]]:
        """The seats ``who`` names, each with the condition under which it exists."""
        def missing() -> None:
            self.obligations.append((z3.BoolVal(False), "the effect names a target, but none is chosen here"))

        got = subjects.symbolic_seats(who, self, self.seat_after, missing)
        if who != "others" or not self.shape.knock_out:
            return got
        # With a seat knocked out, the others still in, in seat order (the engine takes
        # them in the order of play: the same seats, which only an exhausted pile tells).
        anyone = self.anyone_out()
        plain = [(z3.And(z3.Not(anyone), exists), seat) for exists, seat in got]
        inside = [(z3.And(anyone, self.n > i, self.out[i] == 0, self.player != i), z3.IntVal(i))
                  for i in range(len(self.hands))]
        return plain + inside

    def one_seat(self, who: str) -> Any:
        """The one seat an effect such as a swap or a status names."""
        if who == "others":
            self.obligations.append((
                self.n == 2,
                "'others' names every other player, but this effect needs exactly one "
                "(it names one only with 2 players)",
            ))
            return self.seat_after(self.player)
        got = self.seats(who)
        return got[0][1] if got else self.player

    def each_seat(self, who: str, act: Callable[[SymTable, Any], None]) -> None:
        """Apply ``act(table, seat)`` to every seat ``who`` names, in the engine's order."""
        for exists, seat in self.seats(who):
            if z3.is_true(exists):
                act(self, seat)
            else:
                branch = self.fork()
                act(branch, seat)
                self.merge(exists, branch)

    # --- hands ----------------------------------------------------------------------
    def hand(self, seat: Any, hands: list[Any] | None = None) -> Any:
        """The count of ``seat``'s hand (in ``hands``, by default the current ones)."""
        hs = self.hands if hands is None else hands
        if z3.is_int_value(seat):
            return hs[seat.as_long()]
        out = hs[0]
        for i in range(1, len(hs)):
            out = ite(equals(seat, i), hs[i], out)
        return out

    def set_hand(self, seat: Any, value: Any) -> None:
        if z3.is_int_value(seat):
            self.hands[seat.as_long()] = value
            return
        self.hands = [ite(equals(seat, i), value, h) for i, h in enumerate(self.hands)]

    def status(self, name: str, seat: Any) -> Any:
        """The turn starts left of ``seat``'s status ``name`` (0: not held)."""
        return self.hand(seat, self.statuses[name])

    def set_status(self, name: str, seat: Any, value: Any) -> None:
        row = self.statuses[name]
        if z3.is_int_value(seat):
            row[seat.as_long()] = value
            return
        self.statuses[name] = [ite(equals(seat, i), value, p) for i, p in enumerate(row)]

    def clear_statuses(self) -> None:
        self.statuses = {name: [z3.IntVal(0)] * len(row) for name, row in self.statuses.items()}

    def holds_status(self, status: str, who: str) -> Any:
        """The seats ``who`` names (for the effect's player and target) hold ``status``."""
        got = self.seats(who)
        if not got:
            return z3.BoolVal(False)
        return z3.And(*(z3.Implies(exists, self.status(status, seat) > 0) for exists, seat in got))

    def total_in_hands(self) -> Any:
        return z3.Sum(self.hands)

    # --- piles ----------------------------------------------------------------------
    def draw_cards(self, seat: Any, k: Any) -> Any:
        """``Table.draw_cards``: draw up to ``k``, reshuffling the discard pile but its top
        card when the draw pile runs out; with both exhausted, draw what there is.
        Returns how many were drawn."""
        from_discard = z3.If(self.discard >= 2, self.discard - 1, 0)
        short = self.draw < k
        avail = self.draw + from_discard
        got = z3.If(short, z3.If(avail < k, avail, k), k)
        new_draw = z3.If(short, avail - got, self.draw - k)
        self.discard = z3.If(z3.And(short, self.discard >= 2), 1, self.discard)
        self.draw = new_draw
        self.set_hand(seat, self.hand(seat) + got)
        return got

    def draw_some(self, seat: Any, why: str) -> Any:
        """Draw one card at a time until one fits (a colour, a playable card): a choice
        ``k`` between 1 and what the piles hold (0 if they hold nothing)."""
        k = fresh_int(why)
        avail = self.draw + z3.If(self.discard >= 2, self.discard - 1, 0)
        self.choices.append(k)
        self.constraints.append(z3.If(avail == 0, k == 0, z3.And(k >= 1, k <= avail)))
        reshuffled = k > self.draw
        new_draw = z3.If(reshuffled, avail - k, self.draw - k)
        self.discard = z3.If(reshuffled, 1, self.discard)
        self.draw = new_draw
        self.set_hand(seat, self.hand(seat) + k)
        return k

    def choose_count(self, why: str, most: Any) -> Any:
        """A choice between 0 and ``most``."""
        c = fresh_int(why)
        self.choices.append(c)
        self.constraints.append(z3.And(c >= 0, c <= most))
        return c

    def choose_top(self, why: str) -> tuple[Any, Any]:
        """A choice of a card of the variant showing on the side up, as (kind, colour; -1
        for none)."""
        sh = self.shape
        kind, colour = fresh_int(f"{why}_kind"), fresh_int(f"{why}_colour")
        self.choices.extend((kind, colour))
        self.constraints.append(z3.And(kind >= 0, kind < len(sh.kinds), sh.on_side(kind, self.side), z3.If(
            sh.is_coloured(kind), z3.And(colour >= 0, colour < len(sh.colours)), colour == -1)))
        return kind, colour

    def colour_count(self, seat: Any, colour: Any, why: str) -> Any:
        """How many cards of ``colour`` ``seat`` holds: read off the player's known split
        when it still describes the hand, else a choice between 0 and the hand."""
        if self.split is not None and seat.eq(self.player) and self.hand(seat).eq(self.split[0]):
            return self.split[1](colour)
        return self.choose_count(why, self.hand(seat))

    # --- conditions inside effects (``... if 2 players``) ------------------------------
    def probe(self) -> SymProbe:
        """``Table.probe``: the card is the top card; the hand is the player's. How the hand
        splits by colour is a choice, made only if a condition reads it."""
        made: list[Callable[[Any], Any]] = []

        def hand_count(colour: Any) -> Any:
            if self.split is not None and self.hand(self.player).eq(self.split[0]):
                return self.split[1](colour)
            if not made:
                counts, read = colour_counts(len(self.shape.colours), "guard_hand")
                self.choices.extend(counts)
                self.constraints.extend(c >= 0 for c in counts)
                self.constraints.append(z3.Sum(counts) == self.hand(self.player))
                made.append(read)
            return made[0](colour)

        return SymProbe(card_kind=self.top_kind, card_colour=self.top_colour, top_kind=self.top_kind,
                        top_colour=self.top_colour, colour=self.colour, n=self.n,
                        hand_count=hand_count, holds=self.holds_status, sizes_hold=self.sizes_hold,
                        choice_bool=self.choice_bool, played_on_kind=self.played_on_kind)

    def sizes_hold(self, who: str, test: Callable[[Any], Any]) -> Any:
        """Every seat ``who`` names holds a hand whose count passes ``test``."""
        got = self.seats(who)
        if not got:
            return z3.BoolVal(False)
        return z3.And(*(z3.Implies(exists, test(self.hand(seat))) for exists, seat in got))

    def choice_bool(self, why: str) -> Any:
        """A fresh Bool the model cannot decide from counts (a choice)."""
        b = fresh_bool(why)
        self.choices.append(b)
        return b

    def values(self) -> dict[str, Any]:
        """Every tracked term by name (hands as ``hand0``..., statuses as ``pose:0``...)."""
        out = {f: getattr(self, f) for f in (*INT_FIELDS, *BOOL_FIELDS)}
        out.update({f"hand{i}": h for i, h in enumerate(self.hands)})
        if self.shape.knock_out:
            out.update({f"out:{i}": o for i, o in enumerate(self.out)})
        for name, row in self.statuses.items():
            out.update({f"{name}:{i}": p for i, p in enumerate(row)})
        return out


class Evaluator:
    """Substitutes concrete values for named variables in fixed terms and simplifies.

    ``z3.substitute`` checks every pair's sort in Python on each call; the agreement
    check evaluates the same terms for thousands of states, so the variables' array is
    built once here and the C API is called directly.
    """

    def __init__(self, inputs: dict[str, Any], terms: dict[str, Any]) -> None:
        self.names = list(inputs)
        self.vars = [inputs[k] for k in self.names]
        self.sorts_bool = [z3.is_bool(x) for x in self.vars]
        self.terms = dict(terms)
        self.ctx = z3.main_ctx()
        num = len(self.vars)
        self._from = (z3.Ast * num)()
        for i, x in enumerate(self.vars):
            self._from[i] = x.as_ast()
        self._vals: dict[Any, Any] = {}
        self._reads: dict[str, frozenset[str]] = {}

    def reads(self, key: str) -> frozenset[str]:
        """The names of the inputs term ``key`` contains: its value depends on theirs only."""
        got = self._reads.get(key)
        if got is None:
            index = {x.get_id(): name for name, x in zip(self.names, self.vars, strict=True)}
            seen: set[int] = set()
            found: set[str] = set()
            todo = [self.terms[key]]
            while todo:
                t = todo.pop()
                i = t.get_id()
                if i in seen:
                    continue
                seen.add(i)
                if i in index:
                    found.add(index[i])
                todo.extend(t.children())
            got = self._reads[key] = frozenset(found)
        return got

    def _val(self, v: Any, is_bool: bool) -> Any:
        key = (is_bool, v)
        got = self._vals.get(key)
        if got is None:
            got = z3.BoolVal(bool(v)) if is_bool else z3.IntVal(int(v))
            self._vals[key] = got
        return got

    def __call__(self, values: dict[str, Any], only: list[str] | None = None) -> dict[str, Any]:
        num = len(self.vars)
        to = (z3.Ast * num)()
        for i, name in enumerate(self.names):
            v = values.get(name)
            to[i] = (self._val(v, self.sorts_bool[i]) if v is not None else self.vars[i]).as_ast()
        ref = self.ctx.ref()
        out = {}
        for k in (only if only is not None else self.terms):
            t = self.terms[k]
            sub = z3.Z3_substitute(ref, t.as_ast(), num, self._from, to)
            got = z3.z3._to_expr_ref(z3.Z3_simplify(ref, sub), self.ctx)
            if z3.is_int_value(got):
                out[k] = got.as_long()
            elif z3.is_true(got):
                out[k] = True
            elif z3.is_false(got):
                out[k] = False
            else:
                out[k] = got
        return out
