"""The language reference's lists of primitives and subject words, from the registry.

``docs/conf.py`` writes these into ``docs/generated/`` at build time, so the reference
lists every primitive the language has, each with its phrase, what it does and an
example, without anyone editing the page when a primitive is added. The same lists are
what ``unorules phrases`` prints, so that a checkout or an install, where the built
pages are not, can read them too.
"""

from __future__ import annotations

import re
from typing import TypedDict

from unorules.ir import subjects
from unorules.ir.primitive import Primitive, load_all

# How each slot of a phrase is written in the reference (the page's own placeholders).
SLOTS = {"who": "WHO", "INT": "N", "NAME": "NAME", "_colour_word": "colour"}
# Where a primitive may be written, in the words a writer knows.
PLACES = {"guard": "an ``if`` after an effect", "guard on": "an ``if`` in an ``on`` clause",
          "guard last": "an ``if`` in a ``last card`` rule", "penalty wrong_card": "``penalty wrong_card``",
          "report": "``report`` clauses (and ``report ... while``)"}


def phrase_forms(cls: type[Primitive]) -> list[str]:
    """A primitive's phrase as a variant's author types it, one form per choice of
    words: ``WHO loses turn`` and ``WHO lose turn``, never the grammar's notation."""
    forms = [""]
    for part in re.findall(r'\((?:[^()]*)\)|"[^"]*"|\S+', cls.phrase):
        if part.startswith("("):
            choices = [c.strip().strip('"') for c in part[1:-1].split("|")]
            forms = [f"{f} {c}".strip() for f in forms for c in choices]
        else:
            word = part.strip('"') if part.startswith('"') else SLOTS.get(part, part)
            forms = [f"{f} {word}".strip() for f in forms]
    # The second N of a phrase is another number: 'N to M'.
    return [f.replace(" N ", " N ", 1).replace(" to N", " to M") for f in forms]


def phrase_words(cls: type[Primitive]) -> str:
    """The first form of a primitive's phrase (the reference sorts by it)."""
    return phrase_forms(cls)[0]


def _where(cls: type[Primitive]) -> str:
    if cls.places is None:
        return ""
    places = ", ".join(PLACES.get(p, f"``{p}`` clauses") for p in sorted(cls.places))
    return f" Only in {places}."


def primitives_rst(kind: str) -> str:
    """A definition list of every registered primitive of ``kind`` (effect, condition)."""
    out = []
    for cls in sorted(load_all().values(), key=phrase_words):
        if cls.kind != kind:
            continue
        who = ""
        if cls.who_may_be is not None:
            who = " ``WHO`` is " + " or ".join(f"``{w}``" for w in sorted(cls.who_may_be)) + "."
        forms = ", ".join(f"``{form}``" for form in phrase_forms(cls))
        out.append(f"{forms}\n   {cls.describe()}{_where(cls)}{who}\n"
                   f"   Example: ``{cls.example}``\n")
    return "\n".join(out)


class Phrase(TypedDict):
    """One entry of ``unorules phrases``."""

    kind: str
    phrase: list[str]
    does: str
    example: str
    only_in: list[str] | None
    who: list[str] | None


KINDS = ("effect", "condition", "subject")


def phrases(kind: str | None = None) -> list[Phrase]:
    """Every effect and condition, and every subject word, as ``unorules phrases --json``
    writes them (schema: ``unorules/schemas/phrases.json``); ``kind`` keeps one of
    ``effect``, ``condition``, ``subject``."""
    out: list[Phrase] = []
    for cls in sorted(load_all().values(), key=phrase_words):
        if cls.kind not in ("effect", "condition") or kind not in (None, cls.kind):
            continue
        places = None if cls.places is None else sorted(cls.places)
        who = None if cls.who_may_be is None else sorted(cls.who_may_be)
        out.append({"kind": cls.kind, "phrase": phrase_forms(cls), "does": cls.describe().replace("``", "'"),
                    "example": cls.example, "only_in": places, "who": who})
    if kind in (None, "subject"):
        for word, noun in subjects.NOUN.items():
            where = sorted(place for place, words in subjects.ALLOWED.items() if word in words)
            out.append({"kind": "subject", "phrase": [word], "does": f"the {noun}", "example": "",
                        "only_in": where, "who": None})
    return out


def phrases_text(kind: str | None = None) -> str:
    """What ``unorules phrases`` prints: a phrase a line, then what it does and an example."""
    lines = []
    for item in phrases(kind):
        lines.append(f"{item['kind']:9} {' | '.join(item['phrase'])}")
        lines.append(f"          {item['does']}")
        if item["only_in"] is not None:
            lines.append("          only in: " + ", ".join(item["only_in"]))
        if item["who"] is not None:
            lines.append("          WHO is: " + ", ".join(item["who"]))
        if item["example"]:
            lines.append(f"          example: {item['example']}")
    return "\n".join(lines) + "\n"


def subjects_rst() -> str:
    """Where each subject word may be used, as a list table."""
    rows = ["   * - Clause", "     - Subject words"]
    for place, words in subjects.ALLOWED.items():
        rows.append(f"   * - ``{place}``")
        rows.append("     - " + ", ".join(f"``{w}``" for w in sorted(words)))
    return ".. list-table:: Where each subject word may be used\n   :header-rows: 1\n\n" + "\n".join(rows) + "\n"


def pages() -> dict[str, str]:
    """The generated files, by name."""
    head = ".. Generated by docs/conf.py from the primitive registry: edit the primitives' classes.\n\n"
    return {
        "effects.rst": head + primitives_rst("effect"),
        "conditions.rst": head + primitives_rst("condition"),
        "subjects.rst": head + subjects_rst(),
    }
