"""The AST of a variant file: one frozen Clause per line, with its position.

Conditions and effects are already the IR primitives (they need no resolving);
what the compiler still resolves is names: aliases, selectors and ``extends``.
"""

from __future__ import annotations

from typing import Union

from attrs import frozen

from unorules.ir.conditions import Cond
from unorules.ir.effects import Effect


@frozen
class Selector:
    """Which card kinds a clause is about: named kinds, all number cards, or any card."""

    what: str  # "kinds" | "numbers" | "any"
    names: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.what == "any":
            return "any card"
        if self.what == "numbers":
            return "number cards"
        return ", ".join(self.names)


@frozen
class CardDef:
    name: str
    coloured: bool
    count: int
    number: bool
    points: int | None  # None: face value


@frozen
class Expect:
    n: int
    what: str  # "total" | "per_colour" | "kind" | "numbers_per_colour"
    kind: str | None = None


@frozen
class Rule:
    """``play``/``require``/``jump in``: a selector and a condition."""

    selector: Selector
    cond: Cond


@frozen
class Effects:
    """``on``/``start``/``penalty``: a selector (or event) and what happens."""

    selector: Selector
    effects: tuple[Effect, ...]


@frozen
class ChallengeDef:
    kind: str
    accepted: tuple[Effect, ...]
    guilty: tuple[Effect, ...]
    innocent: tuple[Effect, ...]


@frozen
class ReportDef:
    name: str
    cond: Cond | None
    effects: tuple[Effect, ...]


Payload = Union[
    str, int, tuple[int, int], tuple[str, ...], CardDef, Expect, Rule, Effects,
    ChallengeDef, ReportDef, "Clause", None,
]


@frozen
class Clause:
    """One clause of a variant file.

    ``kind`` is the leading keyword (``card``, ``on``, ...), ``key`` identifies the
    clause for ``extends`` (a child's clause replaces the parent's with the same
    key), ``value`` is the payload, ``notes`` the ``note`` lines written after it.
    """

    kind: str
    key: str
    value: Payload
    line: int
    column: int
    file: str = "<string>"
    text: str = ""
    notes: tuple[str, ...] = ()

    def where(self) -> str:
        return f"{self.file}:{self.line}"
