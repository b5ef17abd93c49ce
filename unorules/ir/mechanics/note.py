"""``note``, ``reading``, ``quote`` and ``designer``: text about the clause above.

A note and a reading are for players, and may be translated: the same keyword with a
language tag (``note[fa] "..."``) translates the untagged one above it. A quote and a
designer line are for the file's designers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import LANGUAGES
from unorules.ir.mechanic import Clause, Refused

# The languages a variant's text may be translated into (English is the untagged text).
TEXT_LANGUAGES = tuple(lang for lang in LANGUAGES if lang != "en")


def tagged(values: Sequence[Any], kind: str) -> tuple[str, str]:
    """(language, text) of a text clause's values: "" when it has no language tag."""
    if len(values) == 1:
        return "", str(values[0])
    lang = str(values[0])[1:-1]
    if lang not in TEXT_LANGUAGES:
        raise Refused(f"no rule-book language [{lang}]",
                      hint="a translation is tagged " + ", ".join(f"[{t}]" for t in TEXT_LANGUAGES), clause=kind)
    return lang, str(values[1])


@frozen(kw_only=True)
class NoteClause(Clause):
    """A note for players on the clause above it, shown with that rule in the rule book;
    ``note[fa] "..."`` gives it in Persian (and so on)."""

    kind: ClassVar[str] = "note"
    phrase: ClassVar[str] = '"note" LANG? STRING'
    example: ClassVar[str] = 'note "Shout it, do not whisper."'
    value: str
    style: str = "note"  # note | quote | reading | designer
    gloss: str = ""  # a quote's English
    lang: str = ""  # the language a tagged note or reading translates into

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        lang, text = tagged(values, "note")
        return NoteClause(value=text, lang=lang, **pos)

    no_rule: ClassVar[str] = "words for players beside a rule, which the book prints with it"
