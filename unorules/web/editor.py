"""What the editor asks of the language: a compilation with located errors, the words
to highlight, the bundled variants to start from and the reference's examples.

Everything here reads the language's own tables (the grammar text, the primitive
registry, the bundled variants), so a new primitive is highlighted, offered as an
example and explained by the nearest phrase without any change to the page's script.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from unorules.errors import VariantError
from unorules.language import nearest

JSON = dict[str, Any]


def error_json(err: VariantError, own_file: str) -> JSON:
    """A compiler error as the editor shows it. ``in_file`` is False when the error is in
    another file (a parent the variant extends): the editor then marks the ``extends`` line."""
    near = ""
    if err.text and err.column:
        found = nearest.explain(err.text, err.column)
        if found is not None:
            near = found[2]
    return {
        "message": err.message, "line": err.line, "column": err.column, "text": err.text,
        "expected": err.expected, "hint": err.hint, "clause": err.clause, "nearest": near,
        "file": Path(err.file).name if err.file not in ("<string>", "") else "",
        "in_file": err.file in (own_file, "<string>"),
    }


def check(text: str, file: str) -> tuple[Any, JSON]:
    """Compile ``text`` as the file ``file`` (its folder is where ``extends`` looks first).
    Returns the rules (None on an error) and what the editor shows."""
    from unorules import api

    if not isinstance(text, str):
        return None, {"ok": False, "errors": [{"message": "the variant text must be a string", "line": 0,
                                                "column": 0, "in_file": True}]}
    try:
        rules = api.loads(text, file)
    except VariantError as err:
        return None, {"ok": False, "errors": [error_json(err, file)]}
    return rules, {"ok": True, "errors": [], "summary": summary(rules)}


def summary(rules: Any) -> JSON:
    return {"name": rules.name, "title": rules.title, "parent": rules.parent, "cards": len(rules.deck),
            "min_players": rules.min_players, "max_players": rules.max_players}


@lru_cache(maxsize=1)
def vocabulary() -> JSON:
    """The words the highlighter colours: clause keywords (a line's first word), the other
    words of the grammar and the primitives' phrases, and the subject words."""
    from unorules.ir import subjects
    from unorules.language.grammar import grammar_text

    grammar = grammar_text()
    clauses = sorted(set(re.findall(r'^\w+_clause:\s*"([a-z_]+)', grammar, re.M))
                     | {"colors", "jump"})
    # A clause keyword is a clause only at a line's start; elsewhere ("pass on") it is a word.
    words = sorted({w for literal in re.findall(r'"([a-z][a-z_ ]*)"', grammar) for w in literal.split()})
    who = sorted({w for ws in subjects.ALLOWED.values() for w in ws})
    return {"clauses": clauses, "words": words, "subjects": who}


@lru_cache(maxsize=1)
def examples() -> list[JSON]:
    """The language reference's examples: every primitive's phrase, sentence and example
    clause, effects first (as the reference lists them)."""
    from unorules.docs.reference import phrase_words
    from unorules.ir.primitive import load_all

    out = []
    for cls in sorted(load_all().values(), key=lambda c: (c.kind != "effect", phrase_words(c))):
        if not cls.example:
            continue
        out.append({"kind": cls.kind, "phrase": phrase_words(cls), "about": cls.describe().replace("``", "'"),
                    "example": cls.example})
    return out


def bundled() -> list[JSON]:
    """The bundled variants a new file may extend, with their titles."""
    from unorules import api

    out = []
    for name in api.variants():
        try:
            r = api.load(name)
            out.append({"name": name, "title": r.title, "parent": r.parent})
        except VariantError:  # a broken bundled file is the tests' to report, not the page's
            continue
    return out


def bundled_names() -> tuple[str, ...]:
    from unorules import api

    return api.variants()


def starter(parent: str, name: str) -> str:
    """The text of a new variant file extending ``parent``."""
    return (f"variant {name}\nextends {parent}\ntitle \"{name.replace('_', ' ').capitalize()}\"\n\n"
            "# One clause per line; a clause with the same key as the parent's replaces it.\n"
            "# For example:\n# on 7: player swaps hands with target\n")


def bundled_text(name: str) -> str:
    from unorules.language.bundled import bundled_path
    from unorules.language.source import read_variant

    path = bundled_path(name)
    if path is None:
        raise VariantError(f"no bundled variant named {name[:80]!r}", file="<argument>")
    return read_variant(path)
