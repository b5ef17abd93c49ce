"""The post-states a model step allows from one concrete pre-state, worked out once.

:meth:`Checker.compare <unorules.verify.agreement.Checker.compare>` asks of every engine
step whether the model allows the post-state the engine returned: whether some choice of
the model's free values makes every compared post-state term equal the engine's value
while the constraints on the choices and the step's guard hold, once the pre-state's
values are put in. The exhaustive check asks it of millions of steps, and most of them
leave the model nothing to choose: with the pre-state's values in, each term is a number
or a truth value, and the question is a comparison of numbers.

So the terms are worked out by Z3 (substituted and simplified) once for each pre-state,
and each engine post-state is compared with the numbers in Python. What keeps that exact
and cheap:

- A choice a condition defines (``x == e``, ``e`` free of ``x``: a knock-out's counts,
  named so that the proofs stay fast) is replaced by its definition once, when the step
  is first compared: some ``x`` meets the rest exactly when ``e`` does.
- The terms are split into parts that share no choice (a post-state value with the
  conditions on the choices it holds; a guard's conjunct): the question is the
  conjunction of the parts' own, and each part is worked out for the values of the
  inputs it reads only, so a part whose inputs repeat (the draw pile's count after a
  play, which only the count before it decides) is worked out once. An input the
  pre-state gives no value is a choice like the others (the Z3 comparison leaves it free).
- Where a part's values still depend on a choice after that (a seat the model may pick
  among several), the part keeps what is left, and the engine's values for those keys
  are put into it and the result simplified, or solved when it does not simplify to a
  truth value (once for each pre-state and those values).

A question Z3 leaves unanswered (its resource limit) is not answered here either
(:meth:`PostStates.allows` returns None): the caller asks Z3 of the whole step, as before.
Terms this module does not take apart (a quantifier, an input that is not a variable)
raise :class:`Unsupported`, for the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import z3

from unorules.verify import solving
from unorules.verify.compiled import UNKNOWN, Compiled, Undefined, Unsupported, unchecked

__all__ = ["FREE", "REFUSED", "Open", "PostStates", "Unsupported", "variables_in"]

REFUSED = "refused"  # a condition fails: the model allows no post-state at all
FREE = object()  # a value the model may choose as it likes
_MISSING = object()


class Open:
    """What is left of a part once the pre-state is in: the values that came out as
    numbers (``known``), and the terms (``terms``, by key) and conditions still over
    choices, to be solved with the engine's values."""

    def __init__(self, known: dict[str, Any], terms: dict[str, Any], conditions: list[Any], bools: dict[str, bool]) -> None:
        self.known = known
        self.terms = terms
        self.conditions = conditions
        self.bools = bools
        self.memo: dict[tuple[Any, ...], bool | None] = {}
        # By the keys compared: the terms equal to a placeholder for each engine value,
        # with the conditions, as one application; and the placeholders.
        self._packs: dict[tuple[str, ...], tuple[Any, Any]] = {}

    def allows(self, want: dict[str, Any], guilt: bool) -> bool | None:
        # A key the engine's post-state has no value for is not compared (the Z3
        # comparison's variable for it is free, and named nowhere else).
        keys = tuple(k for k in self.terms if (guilt or k != "guilt") and want.get(k) is not None)
        memo = (keys, *(want[k] for k in keys))
        got = self.memo.get(memo, _MISSING)
        if got is not _MISSING:
            return got  # type: ignore[return-value]
        packed, placeholders = self._pack_of(keys)
        ref = packed.ctx.ref()
        to = (z3.Ast * len(keys))(*(_numeral(want[k], self.bools[k]).as_ast() for k in keys))
        term = z3.z3._to_expr_ref(
            z3.Z3_simplify(ref, z3.Z3_substitute(ref, packed.as_ast(), len(keys), placeholders, to)), packed.ctx)
        out = self.memo[memo] = _holds(term)
        return out

    def _pack_of(self, keys: tuple[str, ...]) -> tuple[Any, Any]:
        got = self._packs.get(keys)
        if got is None:
            marks = [_placeholder(k, self.bools[k]) for k in keys]
            facts = [self.terms[k] == m for k, m in zip(keys, marks, strict=True)]
            got = self._packs[keys] = (_pack([*facts, *self.conditions, z3.BoolVal(True)]),
                                       (z3.Ast * len(keys))(*(m.as_ast() for m in marks)))
        return got


_PLACEHOLDERS: dict[tuple[str, bool], Any] = {}


def _placeholder(key: str, is_bool: bool) -> Any:
    """A variable standing for the engine's value of ``key`` (named as no model variable is)."""
    got = _PLACEHOLDERS.get((key, is_bool))
    if got is None:
        got = _PLACEHOLDERS[(key, is_bool)] = (z3.Bool if is_bool else z3.Int)(f"engine's {key}")
    return got


def _holds(term: Any) -> bool | None:
    """Whether some choice makes every argument of ``term`` (an application to Booleans)
    true: read off the simplified arguments where they are truth values, else after the
    choices they fix are put in, else as Z3's solver says (None: no answer)."""
    for _ in range(2):
        ref = term.ctx.ref()
        ast = term.as_ast()
        truths = [z3.Z3_get_bool_value(ref, z3.Z3_get_app_arg(ref, ast, i))
                  for i in range(z3.Z3_get_app_num_args(ref, ast))]
        if z3.Z3_L_FALSE in truths:
            return False
        if all(t == z3.Z3_L_TRUE for t in truths):
            return True
        term = _fix(term, 0)
    return _satisfiable(term.children())


Worked = dict[str, Any] | Open | str | None


class PostStates:
    """The compared post-state terms of one step (``terms``, by key) and its conditions
    (the constraints on its choices and its guard, as Booleans) over the step's
    ``inputs``, worked out one concrete pre-state at a time."""

    def __init__(self, inputs: dict[str, Any], terms: dict[str, Any], keys: Sequence[str],
                 conditions: Sequence[Any]) -> None:
        for name, x in inputs.items():
            if not _is_variable(x):
                raise Unsupported(f"the input {name} is {x}, not a variable")
        self.inputs = dict(inputs)
        self.keys = tuple(keys)
        self.bools = {k: z3.is_bool(terms[k]) for k in self.keys}
        self.terms = [terms[k] for k in self.keys]
        self.conditions = [c for c in conditions if not z3.is_true(c)]
        self.names = _Names()
        read: set[int] = set()
        for t in (*self.terms, *self.conditions):
            read |= self.names(t)
        self.read = tuple(name for name, x in inputs.items() if x.get_id() in read)
        # By the inputs the pre-state leaves without a value (usually none).
        self._splits: dict[tuple[str, ...], _Split | None] = {}

    def split(self, unbound: tuple[str, ...]) -> _Split | None:
        """The step's terms when the inputs ``unbound`` have no value (None: terms this
        module does not take apart)."""
        if unbound in self._splits:
            return self._splits[unbound]
        inputs = {k: x for k, x in self.inputs.items() if k not in unbound}
        ids = {x.get_id() for x in inputs.values()}
        try:
            values, rest = _solved(self.terms, self.conditions, ids, self.names)
            parts = [*zip(self.keys, values, strict=True), *((None, c) for c in rest)]
            # What names no choice has one value for each pre-state: computed in Python.
            plain = [(k, t) for k, t in parts if self.names(t) <= ids]
            chosen = [(k, t) for k, t in parts if not self.names(t) <= ids]
            keys = tuple(k for k, _ in plain if k is not None)
            conditions = [t for k, t in plain if k is None]
            outputs = [t for k, t in plain if k is not None] + [z3.And(*conditions)]
            got: _Split | None = _Split(
                keys, tuple(self.bools[k] for k in keys), Compiled(inputs, outputs),
                tuple(_Part(g, inputs, ids, self.bools, self.names) for g in _merged(chosen, ids, self.names)))
        except Unsupported:
            got = None
        self._splits[unbound] = got
        return got

    def allows(self, values: dict[str, Any], want: dict[str, Any], *, guilt: bool) -> bool | None:
        """Whether the model allows the post-state ``want`` from the pre-state ``values``
        (None: not decided here, Z3 must answer). A key ``want`` has no value for is not
        compared (its variable is free, as in the Z3 comparison); ``guilt`` is compared only
        when asked."""
        unbound = tuple(name for name in self.read if values.get(name) is None)
        split = self.split(unbound)
        if split is None:
            return None
        try:
            *got, holds = split.compiled(values)
        except Undefined:
            return None
        if not holds:
            return False
        for k, is_bool, x in zip(split.keys, split.bools, got, strict=True):
            w = want.get(k)
            if w is not None and (bool(w) if is_bool else int(w)) != x and (guilt or k != "guilt"):
                return False
        verdict: bool | None = True
        for part in split.parts:
            worked = part.of(values)
            if worked is None:
                return None
            if isinstance(worked, str):
                return False
            if isinstance(worked, Open):
                if not _equal(worked.known, want, self.bools, guilt):
                    return False
                answer = worked.allows(want, guilt)
                if answer is False:
                    return False
                if answer is None:
                    verdict = None  # a part that is refused still decides it
            elif not _equal(worked, want, self.bools, guilt):
                return False
        return verdict


class _Split:
    """A step's terms for one set of unbound inputs: those without choices as one Python
    function (the values of ``keys``, then whether every condition among them holds), the
    rest in parts that share no choice."""

    def __init__(self, keys: tuple[str, ...], bools: tuple[bool, ...], compiled: Compiled,
                 parts: tuple[_Part, ...]) -> None:
        self.keys = keys
        self.bools = bools
        self.compiled = compiled
        self.parts = parts


def _equal(known: dict[str, Any], want: dict[str, Any], bools: dict[str, bool], guilt: bool) -> bool:
    for k, got in known.items():
        w = want.get(k)
        if w is None or got is FREE or (k == "guilt" and not guilt):
            continue
        if (bool(w) if bools[k] else int(w)) != got:
            return False
    return True


class _Part:
    """Terms that share their choices: post-state values (by key) and conditions."""

    def __init__(self, group: list[tuple[str | None, Any]], inputs: dict[str, Any], ids: set[int],
                 bools: dict[str, bool], names: _Names) -> None:
        self.keys = tuple(k for k, _ in group if k is not None)
        terms = [t for k, t in group if k is not None] + [t for k, t in group if k is None]
        self.bools = tuple(z3.is_bool(t) for t in terms)
        self.key_bools = {k: bools[k] for k in self.keys}
        # One application of an uninterpreted function to all the terms: one substitution
        # and one simplification, whose arguments are the simplified terms.
        self.packed = _pack(terms)
        read = frozenset().union(*(names(t) for t in terms)) & ids
        self.names = tuple(name for name, x in inputs.items() if x.get_id() in read)
        self.var_bools = tuple(z3.is_bool(inputs[name]) for name in self.names)
        self.ctx = self.packed.ctx
        self._from = (z3.Ast * len(self.names))(*(inputs[name].as_ast() for name in self.names))
        self.memo: dict[tuple[Any, ...], Worked] = {}
        # By the simplified term, kept alive with what it says: pre-states that leave the
        # same choices open share it (and what was solved of it for the engine's values).
        self.by_term: dict[int, tuple[Any, Worked]] = {}
        # The same terms in Python, the choices unknown; each condition with the inputs it
        # reads, for solving those the choices leave open.
        choices = [x for x in _named(terms, names) if x.get_id() not in ids]
        self.compiled = Compiled({name: inputs[name] for name in self.names}, terms, choices)
        self.conditions = terms[len(self.keys):]
        self.condition_reads = tuple(
            tuple(name for name in self.names if inputs[name].get_id() in names(c)) for c in self.conditions)
        self.inputs = {name: inputs[name] for name in self.names}
        self.choosable: dict[tuple[Any, ...], bool | None] = {}

    def of(self, values: dict[str, Any]) -> Worked:
        key = tuple(values.get(name) for name in self.names)
        got = self.memo.get(key, _MISSING)
        if got is not _MISSING:
            return got  # type: ignore[return-value]
        out: Worked = self._evaluated(values)
        if out is _MISSING:
            out = self._worked(key)
        self.memo[key] = out
        return out

    def _evaluated(self, values: dict[str, Any]) -> Any:
        """What the part says, worked out in Python, when every value is known whatever the
        choices (the conditions the choices leave open then decide alone); else _MISSING."""
        try:
            got = self.compiled(values)
        except Undefined:
            return _MISSING
        n = len(self.keys)
        if any(x is UNKNOWN for x in got[:n]):
            return _MISSING
        conditions = got[n:]
        if any(c is False for c in conditions):
            return REFUSED
        unknown = tuple(i for i, c in enumerate(conditions) if c is UNKNOWN)
        if unknown:
            answer = self._choosable(unknown, values)
            if answer is None:
                return _MISSING
            if not answer:
                return REFUSED
        return dict(zip(self.keys, got[:n], strict=False))

    def _choosable(self, unknown: tuple[int, ...], values: dict[str, Any]) -> bool | None:
        """Whether some choice meets the conditions ``unknown`` (by index) in the pre-state
        ``values``, kept by the values of the inputs those conditions read."""
        reads = sorted({name for i in unknown for name in self.condition_reads[i]})
        memo = (unknown, *((name, values[name]) for name in reads))
        got = self.choosable.get(memo, _MISSING)
        if got is not _MISSING:
            return got  # type: ignore[return-value]
        facts = _pack([*(self.conditions[i] for i in unknown), z3.BoolVal(True)])
        pairs = [(self.inputs[name], _numeral(values[name], z3.is_bool(self.inputs[name]))) for name in reads]
        out = self.choosable[memo] = _holds(z3.simplify(z3.substitute(facts, *pairs) if pairs else facts))
        return out

    def _worked(self, key: tuple[Any, ...]) -> Worked:
        """What the part says, worked out by Z3 (substituted and simplified)."""
        num = len(self.names)
        to = (z3.Ast * num)(*(_numeral(v, b).as_ast() for v, b in zip(key, self.var_bools, strict=True)))
        ref = self.ctx.ref()
        term = z3.z3._to_expr_ref(
            z3.Z3_simplify(ref, z3.Z3_substitute(ref, self.packed.as_ast(), num, self._from, to)), self.ctx)
        return self._read(term)

    def _read(self, term: Any) -> Worked:
        """What the simplified ``term`` (the part's application) says of the post-state."""
        ref = self.ctx.ref()
        ast = term.as_ast()
        n = len(self.keys)
        args = [z3.Z3_get_app_arg(ref, ast, i) for i in range(len(self.bools))]
        got = [_constant(ref, a, b) for a, b in zip(args, self.bools, strict=True)]
        if all(x is not None for x in got):
            # The common case, read straight off the C API: every term a number or a truth value.
            if any(c is False for c in got[n:]):
                return REFUSED
            return dict(zip(self.keys, got, strict=False))
        kept = self.by_term.get(term.get_id())
        if kept is not None:
            return kept[1]
        out = self._open(term)
        self.by_term[term.get_id()] = (term, out)
        return out

    def _open(self, term: Any) -> Worked:
        """What ``term``, some of whose arguments are not values, says of the post-state."""
        ref = self.ctx.ref()
        n = len(self.keys)
        children = _fix(term, n).children()
        values, conditions = children[:n], children[n:]
        if any(z3.is_false(c) for c in conditions):
            return REFUSED
        known: dict[str, Any] = {}
        open_: dict[str, Any] = {}
        for k, t, is_bool in zip(self.keys, values, self.bools, strict=False):
            value = _constant(ref, t.as_ast(), is_bool)
            if value is not None:
                known[k] = value
            else:
                open_[k] = t
        left = [c for c in conditions if not z3.is_true(c)]
        # A value that is a choice named nowhere else in the part is free: some choice of
        # it gives whatever value the engine has.
        for k, t in list(open_.items()):
            if not _is_variable(t):
                continue
            others = [*(u for j, u in open_.items() if j != k), *left]
            if not others or t.get_id() not in _variables(_pack(others)):
                known[k] = FREE
                del open_[k]
        if open_:
            return Open(known, open_, left, self.key_bools)
        if left:
            # Every value is known; the conditions left are over choices no value shows:
            # whether some choice meets them decides the part, whatever the engine did.
            answer = _satisfiable(left)
            if answer is None:
                return None
            if not answer:
                return REFUSED
        return known


def _satisfiable(conditions: list[Any]) -> bool | None:
    """Whether some choice meets ``conditions``, as the Z3 comparison's solver says (None:
    no answer within its resource limit)."""
    if any(z3.is_false(c) for c in conditions):
        return False
    left = [c for c in conditions if not z3.is_true(c)]
    if not left:
        return True
    solver = solving.solver()
    solver.add(*left)
    answer = solving.check(solver)
    return True if answer == z3.sat else False if answer == z3.unsat else None


def _pack(terms: list[Any]) -> Any:
    return z3.Function("post_state", *(t.sort() for t in terms), z3.BoolSort())(*terms)


_NUMERALS: dict[tuple[bool, Any], Any] = {}


def _numeral(value: Any, is_bool: bool) -> Any:
    """``value`` as Z3 takes it for a variable of the sort (as the Z3 comparison converts it)."""
    key = (is_bool, value)
    got = _NUMERALS.get(key)
    if got is None:
        got = _NUMERALS[key] = z3.BoolVal(bool(value)) if is_bool else z3.IntVal(int(value))
    return got


def _constant(ref: Any, ast: Any, is_bool: bool) -> int | bool | None:
    """The value of a numeral or truth value ``ast``; None for any other term."""
    if is_bool:
        got = z3.Z3_get_bool_value(ref, ast)
        return True if got == z3.Z3_L_TRUE else False if got == z3.Z3_L_FALSE else None
    if z3.Z3_get_ast_kind(ref, ast) == z3.Z3_NUMERAL_AST:
        return int(z3.Z3_get_numeral_string(ref, ast))
    return None


def _fix(term: Any, first: int) -> Any:
    """``term`` (an application) with every choice its arguments from ``first`` on fix to
    a value (a conjunct ``x == 3``, ``b`` or ``Not(b)``: a definition the pre-state
    reduced to a value) replaced by that value, and simplified, until none is left. Some
    choice meets the arguments exactly when one meets them with that value in its place.
    Walked through the C API: this runs for each pre-state a choice is left open in."""
    ctx = term.ctx
    ref = ctx.ref()
    for _ in range(_ROUNDS):
        ast = term.as_ast()
        fixed: dict[int, tuple[Any, Any]] = {}
        for i in range(first, z3.Z3_get_app_num_args(ref, ast)):
            c = z3.Z3_get_app_arg(ref, ast, i)
            parts = ([z3.Z3_get_app_arg(ref, c, j) for j in range(z3.Z3_get_app_num_args(ref, c))]
                     if _op(ref, c) == z3.Z3_OP_AND else [c])
            for conjunct in parts:
                pair = _fixes(ref, conjunct)
                if pair is not None:
                    fixed.setdefault(z3.Z3_get_ast_id(ref, pair[0]), pair)
        if not fixed:
            break
        src = (z3.Ast * len(fixed))(*(x for x, _ in fixed.values()))
        dst = (z3.Ast * len(fixed))(*(v for _, v in fixed.values()))
        term = z3.z3._to_expr_ref(z3.Z3_simplify(ref, z3.Z3_substitute(ref, ast, len(fixed), src, dst)), ctx)
    return term


def _op(ref: Any, a: Any) -> int:
    """The operator of ``a`` (-1 for a numeral or anything not an application)."""
    if z3.Z3_get_ast_kind(ref, a) != z3.Z3_APP_AST:
        return -1
    return int(z3.Z3_get_decl_kind(ref, z3.Z3_get_app_decl(ref, a)))


def _is_choice(ref: Any, a: Any) -> bool:
    return _op(ref, a) == z3.Z3_OP_UNINTERPRETED and int(z3.Z3_get_app_num_args(ref, a)) == 0


def _is_constant(ref: Any, a: Any) -> bool:
    return z3.Z3_get_ast_kind(ref, a) == z3.Z3_NUMERAL_AST or _op(ref, a) in (z3.Z3_OP_TRUE, z3.Z3_OP_FALSE)


_TRUE, _FALSE = z3.BoolVal(True), z3.BoolVal(False)
# Each round fixes the choices the last one's equations reduced to a value; a chain of
# definitions longer than this is left to the solver.
_ROUNDS = 8


def _fixes(ref: Any, c: Any) -> tuple[Any, Any] | None:
    """The choice and its value (as ASTs) when the condition ``c`` fixes one; None otherwise."""
    if _is_choice(ref, c):
        return c, _TRUE.as_ast()
    op = _op(ref, c)
    if op == z3.Z3_OP_NOT:
        a = z3.Z3_get_app_arg(ref, c, 0)
        return (a, _FALSE.as_ast()) if _is_choice(ref, a) else None
    if op == z3.Z3_OP_EQ:
        a, b = z3.Z3_get_app_arg(ref, c, 0), z3.Z3_get_app_arg(ref, c, 1)
        if _is_choice(ref, a) and _is_constant(ref, b):
            return a, b
        if _is_choice(ref, b) and _is_constant(ref, a):
            return b, a
    return None


def _solved(values: list[Any], conditions: list[Any], inputs: set[int], names: _Names) -> tuple[list[Any], list[Any]]:
    """``values`` and ``conditions`` with each choice a condition defines (``x == e`` or
    ``e == x``, ``x`` a choice that ``e`` does not contain) replaced by its definition, and
    the definition dropped. Definitions are put in a round at a time, none in a round
    naming a choice another one defines, so no choice comes back once replaced."""
    while conditions:
        chosen: list[tuple[Any, Any]] = []
        defined: set[int] = set()
        named: frozenset[int] = frozenset()
        rest = []
        for c in conditions:
            pair = _definition(c, inputs, defined, named, names)
            if pair is None:
                rest.append(c)
                continue
            chosen.append(pair[:2])
            defined.add(pair[0].get_id())
            named |= pair[2]
        if not chosen:
            break
        done = z3.substitute(_pack([*values, *rest]), *chosen).children() if values or rest else []
        values, conditions = done[:len(values)], done[len(values):]
    return values, conditions


def _definition(c: Any, inputs: set[int], defined: set[int], named: frozenset[int],
                names: _Names) -> tuple[Any, Any, frozenset[int]] | None:
    """``(x, e, the variables of e)`` when ``c`` is ``x == e`` (either way round), ``x`` a
    choice ``e`` does not name, that this round neither defines already nor names."""
    if not z3.is_eq(c):
        return None
    a, b = c.children()
    for x, e in ((a, b), (b, a)):
        if not _is_variable(x) or x.get_id() in inputs or x.get_id() in defined or x.get_id() in named:
            continue
        got = names(e)
        if x.get_id() not in got and not got & defined:
            return x, e, got
    return None


def _is_variable(t: Any) -> bool:
    return bool(z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED)


class _Names:
    """The variables of terms that share most of their nodes (a step's terms, and what
    substituting definitions into them gives), each node's worked out once."""

    def __init__(self) -> None:
        self.memo: dict[int, frozenset[int]] = {}

    def __call__(self, term: Any) -> frozenset[int]:
        ref = term.ctx.ref()
        memo = self.memo
        root = term.as_ast()
        pending: dict[int, list[int]] = {}  # an operator's node: its arguments
        todo = [root]
        while todo:
            a = todo.pop()
            i = _ast_id(ref, a)
            if i in memo:
                continue
            if i in pending:
                memo[i] = frozenset().union(*(memo[j] for j in pending.pop(i)))
                continue
            kind = _ast_kind(ref, a)
            if kind == z3.Z3_NUMERAL_AST:
                memo[i] = frozenset()
                continue
            if kind != z3.Z3_APP_AST:
                raise Unsupported("a term with a quantifier or a bound variable")
            n = _num_args(ref, a)
            if not n:
                memo[i] = frozenset((i,)) if _decl_kind(ref, _app_decl(ref, a)) == z3.Z3_OP_UNINTERPRETED else frozenset()
                continue
            args = [_app_arg(ref, a, j) for j in range(n)]
            pending[i] = [_ast_id(ref, b) for b in args]
            todo.append(a)
            todo.extend(args)
        return memo[_ast_id(ref, root)]


_ast_id, _ast_kind, _app_decl, _decl_kind, _num_args, _app_arg = (
    unchecked(f) for f in (z3.Z3_get_ast_id, z3.Z3_get_ast_kind, z3.Z3_get_app_decl, z3.Z3_get_decl_kind,
                           z3.Z3_get_app_num_args, z3.Z3_get_app_arg))


def variables_in(terms: Sequence[Any]) -> frozenset[int]:
    """The ids of the variables in ``terms`` (Z3 expressions; anything else is skipped)."""
    names = _Names()
    return frozenset().union(*(names(t) for t in terms if z3.is_expr(t)))


def _named(terms: list[Any], names: _Names) -> list[Any]:
    """The variables in ``terms``, as terms, in the order first met."""
    ids = frozenset().union(*(names(t) for t in terms))
    out: dict[int, Any] = {}
    todo = list(reversed(terms))
    seen: set[int] = set()
    while todo and len(out) < len(ids):
        t = todo.pop()
        i = t.get_id()
        if i in seen:
            continue
        seen.add(i)
        if i in ids:
            out[i] = t
        elif not names(t) <= out.keys():
            todo.extend(reversed(t.children()))
    return list(out.values())


def _variables(term: Any) -> set[int]:
    """The ids of the variables (uninterpreted constants) in ``term``, walked through the
    C API (a step's terms have thousands of nodes)."""
    ref = term.ctx.ref()
    seen: set[int] = set()
    found: set[int] = set()
    todo = [term.as_ast()]
    while todo:
        a = todo.pop()
        i = z3.Z3_get_ast_id(ref, a)
        if i in seen:
            continue
        seen.add(i)
        kind = z3.Z3_get_ast_kind(ref, a)
        if kind == z3.Z3_NUMERAL_AST:
            continue
        if kind != z3.Z3_APP_AST:
            raise Unsupported("a term with a quantifier or a bound variable")
        n = z3.Z3_get_app_num_args(ref, a)
        if n:
            todo.extend(z3.Z3_get_app_arg(ref, a, j) for j in range(n))
        elif z3.Z3_get_decl_kind(ref, z3.Z3_get_app_decl(ref, a)) == z3.Z3_OP_UNINTERPRETED:
            found.add(i)
    return found


Group = list[tuple[str | None, Any]]


def _merged(parts: Group, inputs: set[int], variables: _Names) -> list[Group]:
    """``parts`` (a key and its value's term, or None and a condition) in groups that share
    no choice (a variable other than the ``inputs``), each group then joined to the first
    larger one that reads every input it reads: fewer parts to look up for each step, none
    worked out for more pre-states than the larger one already is."""
    names = [variables(t) for _, t in parts]
    owner = list(range(len(parts)))

    def find(i: int) -> int:
        while owner[i] != i:
            owner[i] = owner[owner[i]]
            i = owner[i]
        return i

    first: dict[int, int] = {}
    for i, vs in enumerate(names):
        for v in vs - inputs:
            owner[find(i)] = find(first.setdefault(v, i))
    groups: dict[int, list[int]] = {}
    for i in range(len(parts)):
        groups.setdefault(find(i), []).append(i)
    members = list(groups.values())
    reads = [frozenset().union(*(names[i] & inputs for i in m)) for m in members]
    kept: list[int] = []
    into: dict[int, list[int]] = {}
    for g in sorted(range(len(members)), key=lambda g: -len(reads[g])):
        home = next((h for h in kept if reads[g] <= reads[h]), None)
        if home is None:
            kept.append(g)
            into[g] = list(members[g])
        else:
            into[home] += members[g]
    return [[parts[i] for i in sorted(into[g])] for g in kept]
