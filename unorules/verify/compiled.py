"""Z3 terms over named inputs, evaluated in Python.

The comparison of the engine with the model (:mod:`unorules.verify.allowed`) works out
the same few hundred terms for millions of concrete pre-states. A term without choices
(every variable in it an input) has one value for each pre-state, and asking Z3 for it
(substitute, simplify, read the numeral back) costs far more than the arithmetic itself.
:class:`Compiled` turns such terms into one Python function, written once from the
terms' DAG (each shared node computed once), with the meaning Z3 gives each operator:
linear integer arithmetic with SMT-LIB's ``div`` and ``mod`` (the remainder never
negative), ``If``, comparisons and the Boolean connectives.

Anything else (another operator, a sort other than Int and Bool, a variable that is not
an input) raises :class:`~unorules.verify.allowed.Unsupported` when the function is
written, and a division by zero (which Z3 leaves unspecified) raises :class:`Undefined`
when it is called: the caller then asks Z3, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import z3


class Unsupported(Exception):
    """A term this module (or :mod:`unorules.verify.allowed`) does not take apart."""


class Undefined(Exception):
    """A division by zero: Z3 leaves its value open, so Z3 must answer."""


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

    def __init__(self, inputs: dict[str, Any], outputs: Sequence[Any]) -> None:
        self.outputs = tuple(outputs)
        ctx = z3.main_ctx()
        ref = ctx.ref()
        by_id = {z3.Z3_get_ast_id(ref, x.as_ast()): (name, z3.is_bool(x)) for name, x in inputs.items()}
        lines: list[str] = []
        names: dict[int, str] = {}
        read: dict[str, str] = {}
        todo = [(t.as_ast(), False) for t in reversed(self.outputs)]
        while todo:
            a, ready = todo.pop()
            i = z3.Z3_get_ast_id(ref, a)
            if i in names:
                continue
            kind = z3.Z3_get_ast_kind(ref, a)
            sort = z3.Z3_get_sort_kind(ref, z3.Z3_get_sort(ref, a))
            if sort not in (z3.Z3_INT_SORT, z3.Z3_BOOL_SORT):
                raise Unsupported("a term of a sort other than Int and Bool")
            if kind == z3.Z3_NUMERAL_AST:
                names[i] = str(int(z3.Z3_get_numeral_string(ref, a)))
                continue
            if kind != z3.Z3_APP_AST:
                raise Unsupported("a term with a quantifier or a bound variable")
            decl = z3.Z3_get_app_decl(ref, a)
            op = z3.Z3_get_decl_kind(ref, decl)
            n = z3.Z3_get_app_num_args(ref, a)
            args = [z3.Z3_get_app_arg(ref, a, j) for j in range(n)]
            if op == z3.Z3_OP_TRUE or op == z3.Z3_OP_FALSE:
                names[i] = "True" if op == z3.Z3_OP_TRUE else "False"
                continue
            if n == 0 and op == z3.Z3_OP_UNINTERPRETED:
                if i not in by_id:
                    raise Unsupported("a variable that is not an input")
                name, is_bool = by_id[i]
                local = names[i] = f"i{len(read)}"
                read[name] = local
                lines.append(f"    {local} = {'bool' if is_bool else 'int'}(values[{name!r}])")
                continue
            if not ready:
                todo.append((a, True))
                todo.extend((b, False) for b in reversed(args))
                continue
            xs = [names[z3.Z3_get_ast_id(ref, b)] for b in args]
            lines.append(f"    t{i} = {_expression(op, xs)}")
            names[i] = f"t{i}"
        got = ", ".join(names[z3.Z3_get_ast_id(ref, t.as_ast())] for t in self.outputs)
        lines.append(f"    return ({got}{',' if len(self.outputs) == 1 else ''})")
        self.reads = tuple(read)
        source = "def compiled(values):\n" + "\n".join(lines) + "\n"
        space: dict[str, Any] = {"_div": _div, "_mod": _mod}
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
