"""Primitives are declared once, in their own class, and every reader finds them there.

The grammar, the transformer, the compiler's place and subject checks and the language
reference are all read from the registry; these tests show it, and show that a primitive
defined in one new class (here, in this file) becomes part of the language with no other
edit.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import ClassVar

import pytest
from attrs import frozen

import unorules
from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect
from unorules.ir.primitive import REGISTRY, Primitive, load_all, rule_name
from unorules.ir.readers import Table, Words
from unorules.language import ast as a
from unorules.language.compiler import HANDLED, Compiler
from unorules.language.grammar import grammar_text
from unorules.language.parser import build_parser, parse
from unorules.language.transform import transformer

PRIMITIVES = sorted(load_all().items())


def test_every_primitive_lives_in_its_own_module() -> None:
    modules = [cls.__module__ for _, cls in PRIMITIVES]
    assert len(modules) == len(set(modules)), modules
    for _, cls in PRIMITIVES:
        assert cls.__module__.startswith(("unorules.ir.effects.", "unorules.ir.conditions."))


@pytest.mark.parametrize(("name", "cls"), PRIMITIVES, ids=[n for n, _ in PRIMITIVES])
def test_a_primitive_declares_its_phrase_example_and_meanings(name: str, cls: type[Primitive]) -> None:
    assert cls.phrase and cls.example and cls.describe(), cls
    assert f"\n{name}: {cls.phrase}\n" in grammar_text()
    base = Effect if cls.kind == "effect" else Cond
    for meaning in ("english", "symbolic", "run" if cls.kind == "effect" else "holds"):
        assert getattr(cls, meaning) is not getattr(base, meaning), (cls, meaning)
    # The example parses, and the clause it makes holds this primitive.
    clauses = parse("variant example\n" + cls.example + "\n")
    found = [p for p in _primitives(clauses[1]) if type(p) is cls]
    assert found, (cls.example, clauses[1])


def _primitives(cl: a.Clause) -> Iterator[Primitive]:
    from unorules.ir.conditions.base import Cond
    from unorules.ir.effects.base import Guarded

    def conds(c: Cond | None) -> Iterator[Primitive]:
        yield from (c.walk() if c is not None else ())

    import attrs

    for value in (getattr(cl, f.name) for f in attrs.fields(type(cl))):
        items = value if isinstance(value, tuple) else (value,)
        for x in items:
            if isinstance(x, Guarded):
                yield x.effect
                yield from conds(x.cond)
            elif isinstance(x, Effect):
                yield x
            elif isinstance(x, Cond):
                yield from conds(x)


def test_every_clause_class_is_handled_by_the_compiler() -> None:
    # The package's own classes: other tests define stand-in clause classes on purpose
    # (planted misdeclarations, a clause the compiler does not know), and those live on
    # as subclasses once their module is imported.
    ours = {c for c in a.clause_classes() if c.__module__.split(".")[0] == "unorules"}
    assert ours and ours <= HANDLED, sorted(c.__name__ for c in ours - HANDLED)


def test_a_clause_the_compiler_does_not_know_is_refused() -> None:
    @frozen(kw_only=True)
    class MysteryClause(a.Clause):
        kind: ClassVar[str] = "mystery"

    clauses = parse("variant v\nextends standard\n")
    clauses.append(MysteryClause(line=3, column=1, text="mystery"))
    with pytest.raises(unorules.VariantError, match="does not know what a 'mystery' clause means"):
        Compiler(clauses, "<string>", ()).build()


# --- a new primitive, defined here and nowhere else -----------------------------------------
@pytest.fixture
def gift() -> Iterator[type[Effect]]:
    """An effect 'WHO gives a card to WHO', defined only in this test."""

    @frozen
    class GiveCard(Effect):
        """The subject gives one card of their hand to another player."""

        phrase: ClassVar[str] = 'who "gives" "a" "card" "to" who'
        example: ClassVar[str] = "on 8: player gives a card to next"
        one_seat: ClassVar[bool] = True
        who: str
        other: str

        def run(self, t: Table, ctx: Words) -> None:
            (giver,) = t.seats(self.who, ctx)
            (taker,) = t.seats(self.other, ctx)
            if t.hands[giver]:
                t.hands[taker].append(t.hands[giver].pop())

        def english(self) -> str:
            return f"the {self.who} gives a card to the {self.other}"

        def subjects(self) -> tuple[str, ...]:
            return (self.who, self.other)

    caches = (grammar_text, transformer, build_parser)
    for cache in caches:
        cache.cache_clear()
    try:
        yield GiveCard
    finally:
        REGISTRY.pop(rule_name(GiveCard), None)
        for cache in caches:
            cache.cache_clear()


def test_a_new_primitive_needs_only_its_class(gift: type[Effect]) -> None:
    rules = unorules.loads("variant gifts\nextends standard\non 8: player gives a card to next\n")
    effects = rules.on_of["8"]
    assert [type(e) for e in effects] == [gift]
    # The compiler's checks read its declaration: 'others' is refused for a one-seat effect.
    with pytest.raises(unorules.VariantError, match="acts on exactly one player"):
        unorules.loads("variant gifts\nextends standard\non 8: player gives a card to others\n")
    # And the engine plays it.
    from unorules.testing import build_position

    state = build_position(rules, 2, {"hands": [["green 5"], ["red 8", "blue 1", "blue 2"]],
                                      "discard": ["red 3"]})
    after = rules.apply(state, unorules.Action("play", 1, rules.card("red 8")))
    assert after.hand_sizes == (2, 1)
    assert rules.card("blue 2") in after.hands[0]


def test_the_registry_has_the_primitives_the_docs_list() -> None:
    from unorules.docs.reference import pages, phrase_words

    text = "\n".join(pages().values())
    for _, cls in PRIMITIVES:
        assert f"``{phrase_words(cls)}``" in text, cls
    assert not inspect.isabstract(Effect)
