"""Parse tree -> AST: a Lark Transformer that builds one typed clause per line.

Every rule of a clause kind, of its parts and of its ``without`` key, and every
primitive's rule, gets its callback from the registries (:func:`transformer`): the
class is built from its phrase's values (see :mod:`unorules.ir.mechanic` and
:mod:`unorules.ir.primitive`). What is written here is the structure the phrases share:
texts, numbers, selectors, effect lists and the connectives of conditions. A clause that
cannot mean anything (a card without a count, a challenge without its three outcomes) is
a :class:`~unorules.VariantError` here, with its position.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from unorules.errors import VariantError
from unorules.ir.conditions.base import And, Cond, Not, Or
from unorules.ir.effects.base import Effect, Guarded
from unorules.ir.mechanic import Given, Part, Refused, key_rule, load_mechanics, part_rule
from unorules.ir.primitive import Primitive, load_all
from unorules.language import ast as a
from unorules.language import limits

_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    return _ESCAPES.get(code, m.group(0))


@v_args(meta=True)
class Clauses(Transformer[Token, list[a.Clause]]):
    """Parse tree -> clauses; the clause kinds' and the primitives' rules are added by
    :func:`transformer`."""

    def __init__(self, file: str, lines: list[str]) -> None:
        super().__init__()
        self.file = file
        self.lines = lines

    def _pos(self, meta: Meta) -> dict[str, Any]:
        text = self.lines[meta.line - 1].strip() if 0 < meta.line <= len(self.lines) else ""
        return {"line": meta.line, "column": meta.column, "file": self.file, "text": text}

    def _error(self, meta: Meta, message: str, hint: str, clause: str) -> VariantError:
        pos = self._pos(meta)
        return VariantError(message, file=self.file, line=pos["line"], column=pos["column"],
                            text=pos["text"], hint=hint, clause=clause)

    def start(self, meta: Meta, items: list[Any]) -> list[a.Clause]:
        out: list[a.Clause] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    def STRING(self, tok: Token) -> str:
        body = tok[1:-1]
        if "\\" not in body:
            return body
        # Decoded here rather than with Python's unicode_escape codec, which garbles
        # non-Latin text and raises on an escape it does not know (a "\x" in a note
        # became a traceback); an unknown escape is kept as written.
        return _ESCAPE.sub(_unescape, body)

    def INT(self, tok: Token) -> int:
        return int(tok)

    def colour_word(self, meta: Meta, x: list[Any]) -> str:
        return "colour"

    # --- selectors ------------------------------------------------------------
    def kind(self, meta: Meta, x: list[Any]) -> str:
        return str(x[0])

    def kinds(self, meta: Meta, x: list[str]) -> tuple[str, ...]:
        return tuple(x)

    def kind_range(self, meta: Meta, x: list[int]) -> tuple[str, ...]:
        if x[0] > x[1]:
            raise self._error(meta, f"'{x[0]} to {x[1]}' names no card: the range is empty",
                              f"write the smaller number first: '{x[1]} to {x[0]}'", "")
        if x[1] - x[0] + 1 > limits.CARD_KINDS:
            pos = self._pos(meta)
            raise limits.over("card kinds", limits.CARD_KINDS, file=self.file, line=pos["line"],
                              column=pos["column"], text=pos["text"],
                              got=f"'{x[0]} to {x[1]}' names {x[1] - x[0] + 1} kinds")
        return tuple(str(i) for i in range(x[0], x[1] + 1))

    def selector(self, meta: Meta, x: list[tuple[str, ...]]) -> a.Selector:
        return a.Selector("kinds", x[0])

    def any_card(self, meta: Meta, x: list[Any]) -> a.Selector:
        return a.Selector("any")

    def number_cards(self, meta: Meta, x: list[Any]) -> a.Selector:
        return a.Selector("numbers")

    # --- effects and conditions --------------------------------------------------
    def who(self, meta: Meta, x: list[Token]) -> str:
        return str(x[0])

    def effects(self, meta: Meta, x: list[Effect]) -> tuple[Effect, ...]:
        if len(x) > limits.EFFECTS:
            pos = self._pos(meta)
            raise limits.over("effects", limits.EFFECTS, file=self.file, line=pos["line"],
                              column=pos["column"], text=pos["text"], got=f"a list of {len(x)} effects")
        return tuple(x)

    def effect(self, meta: Meta, x: list[Any]) -> Effect:
        return Guarded(x[0], x[1]) if len(x) == 2 else x[0]

    def or_(self, meta: Meta, x: list[Cond]) -> Cond:
        return Or(x[0], x[1])

    def and_(self, meta: Meta, x: list[Cond]) -> Cond:
        return And(x[0], x[1])

    def not_(self, meta: Meta, x: list[Cond]) -> Cond:
        return Not(x[0])


def _builder(cls: type[Primitive]) -> Callable[[Any, Meta, list[Any]], Primitive]:
    """The transformer's callback for a primitive's rule: the class, built (``assemble``)
    from the phrase's subject words, numbers, names and effects in order (keywords are
    not kept)."""

    def build(self: Any, meta: Meta, children: list[Any]) -> Primitive:
        return cls.assemble(*(str(x) if isinstance(x, Token) else x for x in children))

    build.__name__ = cls.__name__
    return build


def _split(children: list[Any]) -> tuple[list[Any], dict[str, Any]]:
    """A phrase's values in order, and what its parts gave by keyword (later wins)."""
    values: list[Any] = []
    given: dict[str, Any] = {}
    for x in children:
        if isinstance(x, Given):
            given.update(x.values)
        else:
            values.append(str(x) if isinstance(x, Token) else x)
    return values, given


def _clause_builder(cls: type[a.Clause]) -> Callable[[Any, Meta, list[Any]], Any]:
    """The callback for a clause kind's rule: the class's ``assemble`` with the phrase's
    values and its position; a :class:`Refused` becomes a VariantError there."""

    def build(self: Clauses, meta: Meta, children: list[Any]) -> Any:
        values, given = _split(children)
        try:
            return cls.assemble(values, given, self._pos(meta))
        except Refused as no:
            raise self._error(meta, no.message, no.hint, no.clause) from None

    build.__name__ = cls.__name__
    return build


def _key_builder(cls: type[a.Clause]) -> Callable[[Any, Meta, list[Any]], str]:
    """The callback for what a ``without`` line names: the clause kind's key."""

    def build(self: Clauses, meta: Meta, children: list[Any]) -> str:
        return cls.key_of(*_split(children))

    build.__name__ = f"key_{cls.__name__}"
    return build


def _part_builder(part: Part) -> Callable[[Any, Meta, list[Any]], Any]:
    """The callback for one alternative of a part: its value, or what it gives by keyword."""

    def build(self: Clauses, meta: Meta, children: list[Any]) -> Any:
        values, given = _split(children)
        if part.make is not None:
            return part.make(*values)
        given.update(zip(part.names, values, strict=False))
        for name, value in part.give.items():
            given[name] = value(*values) if callable(value) else value
        return Given(given)

    return build


@lru_cache(maxsize=1)
def transformer() -> type[Clauses]:
    """The transformer class: :class:`Clauses` plus one callback per registered primitive,
    clause kind, part alternative and ``without`` key (Lark finds a rule's callback by the
    rule's name, an alternative's by its alias)."""
    methods: dict[str, Any] = {name: v_args(meta=True)(_builder(cls)) for name, cls in load_all().items()}
    for name, kind in load_mechanics().items():
        methods[name] = v_args(meta=True)(_clause_builder(kind))
        if kind.__dict__.get("key_phrase"):
            methods[key_rule(kind)] = v_args(meta=True)(_key_builder(kind))
        for part, alts in kind.__dict__.get("parts", {}).items():
            for i, p in enumerate(alts):
                methods[part_rule(part, i)] = v_args(meta=True)(_part_builder(p))
    return type("ToAst", (Clauses,), methods)
