"""Z3 terms over named inputs, evaluated in Python.

The comparison of the engine with the model (:mod:`unorules.verify.allowed`) works out
the same few hundred terms for millions of concrete pre-states. A term without choices
(every variable in it an input) has one value for each pre-state, and asking Z3 for it
(substitute, simplify, read the numeral back) costs far more than the arithmetic itself.
:class:`Compiled` turns such terms into one Python function, written once from the
terms' DAG (each shared node computed once), with the meaning Z3 gives each operator:
linear integer arithmetic with SMT-LIB's ``div`` and ``mod`` (the remainder never
negative), ``If``, comparisons and the Boolean connectives.

Terms may also name *choices* (the model's free values): a choice's value is
:data:`UNKNOWN`, and so is every value that depends on it, while a value that does not
(an ``If`` whose condition is known takes its branch, ``And`` with a false conjunct is
false) is computed as usual. A known value is then the term's value for every choice.

Anything else (another operator, a sort other than Int and Bool, a variable that is
neither an input nor a choice) raises :class:`Unsupported` when the function is written,
and a division by zero (which Z3 leaves unspecified) raises :class:`Undefined` when it is
called: the caller then asks Z3, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import z3


class Unsupported(Exception):
    """A term this module (or :mod:`unorules.verify.allowed`) does not take apart."""


class Undefined(Exception):
    """A division by zero: Z3 leaves its value open, so Z3 must answer."""


class _Unknown:
    """The value of a term that depends on a choice."""

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN = _Unknown()


def unchecked(f: Any) -> Any:
    """The foreign function a ``z3core`` wrapper calls, without the second foreign call
    it makes after it to check for an error: the walks of this package only read terms
    they hold, which cannot fail (the wrapper itself where Z3 does not say)."""
    try:
        return f.__defaults__[0].f
    except (AttributeError, IndexError, TypeError):
        return f


def _of_int_or_bool(ref: Any, a: Any) -> None:
    if z3.Z3_get_sort_kind(ref, z3.Z3_get_sort(ref, a)) not in (z3.Z3_INT_SORT, z3.Z3_BOOL_SORT):
        raise Unsupported("a term of a sort other than Int and Bool")


def _div(a: int, b: int) -> int:
    if b == 0:
        raise Undefined
    return (a - a % abs(b)) // b


def _mod(a: int, b: int) -> int:
    if b == 0:
        raise Undefined
    return a % abs(b)


_ARITH = {z3.Z3_OP_ADD: " + ", z3.Z3_OP_SUB: " - ", z3.Z3_OP_MUL: " * "}
_COMPARE = {z3.Z3_OP_LE: " <= ", z3.Z3_OP_LT: " < ", z3.Z3_OP_GE: " >= ", z3.Z3_OP_GT: " > ",
            z3.Z3_OP_EQ: " == ", z3.Z3_OP_IFF: " == ", z3.Z3_OP_XOR: " != "}


class Compiled:
    """``outputs`` (Int or Bool terms) as one Python function of the ``inputs``' values:
    ``compiled(values)`` is the tuple of the outputs' values, ``values`` giving every
    input's (an Int input's as an int, a Bool input's as a truth value, as the Z3
    comparison converts them)."""

    def __init__(self, inputs: dict[str, Any], outputs: Sequence[Any], choices: Sequence[Any] = ()) -> None:
        self.outputs = tuple(outputs)
        ctx = z3.main_ctx()
        ref = ctx.ref()
        ast_id, ast_kind, app_decl, decl_kind, num_args, app_arg = (
            unchecked(f) for f in (z3.Z3_get_ast_id, z3.Z3_get_ast_kind, z3.Z3_get_app_decl, z3.Z3_get_decl_kind,
                                   z3.Z3_get_app_num_args, z3.Z3_get_app_arg))
        by_id = {ast_id(ref, x.as_ast()): (name, z3.is_bool(x)) for name, x in inputs.items()}
        free = {ast_id(ref, x.as_ast()) for x in choices}
        lines: list[str] = []
        names: dict[int, str] = {}
        unknown: set[int] = set()  # the nodes whose value may depend on a choice
        read: dict[str, str] = {}
        pending: dict[int, tuple[int, list[int]]] = {}  # an operator's node: its operator, its arguments
        todo = [t.as_ast() for t in reversed(self.outputs)]
        while todo:
            a = todo.pop()
            i = ast_id(ref, a)
            if i in names:
                continue
            if i in pending:
                # Its arguments are written: the node itself.
                op, ids = pending.pop(i)
                xs = [names[j] for j in ids]
                us = [j in unknown for j in ids]
                if any(us):
                    unknown.add(i)
                    lines.append(f"    t{i} = {_unknown_expression(op, xs, us)}")
                else:
                    lines.append(f"    t{i} = {_expression(op, xs)}")
                names[i] = f"t{i}"
                continue
            kind = ast_kind(ref, a)
            if kind == z3.Z3_NUMERAL_AST:
                _of_int_or_bool(ref, a)
                names[i] = str(int(z3.Z3_get_numeral_string(ref, a)))
                continue
            if kind != z3.Z3_APP_AST:
                raise Unsupported("a term with a quantifier or a bound variable")
            op = decl_kind(ref, app_decl(ref, a))
            n = num_args(ref, a)
            if op == z3.Z3_OP_TRUE or op == z3.Z3_OP_FALSE:
                names[i] = "True" if op == z3.Z3_OP_TRUE else "False"
                continue
            if n == 0 and op == z3.Z3_OP_UNINTERPRETED and i in free:
                _of_int_or_bool(ref, a)
                names[i] = "UNKNOWN"
                unknown.add(i)
                continue
            if n == 0 and op == z3.Z3_OP_UNINTERPRETED:
                if i not in by_id:
                    raise Unsupported("a variable that is neither an input nor a choice")
                _of_int_or_bool(ref, a)
                name, is_bool = by_id[i]
                local = names[i] = f"i{len(read)}"
                read[name] = local
                lines.append(f"    {local} = {'bool' if is_bool else 'int'}(values[{name!r}])")
                continue
            # Every operator written below makes an Int or a Bool of Int and Bool
            # arguments, so a term whose leaves are Int and Bool is all Int and Bool.
            args = [app_arg(ref, a, j) for j in range(n)]
            pending[i] = (op, [ast_id(ref, b) for b in args])
            todo.append(a)
            todo.extend(reversed(args))
        got = ", ".join(names[z3.Z3_get_ast_id(ref, t.as_ast())] for t in self.outputs)
        lines.append(f"    return ({got}{',' if len(self.outputs) == 1 else ''})")
        self.reads = tuple(read)
        source = "def compiled(values):\n" + "\n".join(lines) + "\n"
        space: dict[str, Any] = {"_div": _div, "_mod": _mod, "UNKNOWN": UNKNOWN}
        exec(compile(source, "<unorules.verify.compiled>", "exec"), space)  # the code written above from Z3 terms
        self._fn = space["compiled"]
        self.source = source

    def __call__(self, values: dict[str, Any]) -> tuple[Any, ...]:
        return self._fn(values)  # type: ignore[no-any-return]


def _expression(op: int, xs: list[str]) -> str:
    if op in _ARITH:
        return "(" + _ARITH[op].join(xs) + ")"
    if op == z3.Z3_OP_UMINUS and len(xs) == 1:
        return f"(-{xs[0]})"
    if op == z3.Z3_OP_IDIV and len(xs) == 2:
        return f"_div({xs[0]}, {xs[1]})"
    if op == z3.Z3_OP_MOD and len(xs) == 2:
        return f"_mod({xs[0]}, {xs[1]})"
    if op in _COMPARE and len(xs) == 2:
        return f"({xs[0]}{_COMPARE[op]}{xs[1]})"
    if op == z3.Z3_OP_DISTINCT:
        return f"(len({{{', '.join(xs)}}}) == {len(xs)})"
    if op == z3.Z3_OP_ITE and len(xs) == 3:
        return f"({xs[1]} if {xs[0]} else {xs[2]})"
    if op == z3.Z3_OP_AND:
        return "(" + " and ".join(xs) + ")" if xs else "True"
    if op == z3.Z3_OP_OR:
        return "(" + " or ".join(xs) + ")" if xs else "False"
    if op == z3.Z3_OP_NOT and len(xs) == 1:
        return f"(not {xs[0]})"
    if op == z3.Z3_OP_IMPLIES and len(xs) == 2:
        return f"(not {xs[0]} or {xs[1]})"
    raise Unsupported(f"the operator {op}")


def _unknown_expression(op: int, xs: list[str], us: list[bool]) -> str:
    """The expression of ``op`` over ``xs``, some of which (``us``) may be UNKNOWN: known
    wherever the known arguments decide it."""
    maybe = [x for x, u in zip(xs, us, strict=True) if u]
    some = " or ".join(f"{x} is UNKNOWN" for x in maybe)
    if op == z3.Z3_OP_ITE and len(xs) == 3:
        # The condition known, the branch it takes (known or not); else unknown.
        return f"(UNKNOWN if {xs[0]} is UNKNOWN else ({xs[1]} if {xs[0]} else {xs[2]}))" if us[0] else \
            f"({xs[1]} if {xs[0]} else {xs[2]})"
    if op == z3.Z3_OP_AND:
        falses = " or ".join(f"{x} is False" for x in xs)
        return f"(False if ({falses}) else (UNKNOWN if ({some}) else True))"
    if op == z3.Z3_OP_OR:
        trues = " or ".join(f"{x} is True" for x in xs)
        return f"(True if ({trues}) else (UNKNOWN if ({some}) else False))"
    if op == z3.Z3_OP_IMPLIES and len(xs) == 2:
        return f"(True if ({xs[0]} is False or {xs[1]} is True) else (UNKNOWN if ({some}) else False))"
    # Every other operator needs all its arguments.
    return f"(UNKNOWN if ({some}) else {_expression(op, xs)})"
