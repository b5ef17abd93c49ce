"""``about "..."``: a paragraph about the whole variant."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import tagged


@frozen(kw_only=True)
class AboutClause(Clause):
    """A paragraph about the whole variant, printed under its title."""

    kind: ClassVar[str] = "about"
    phrase: ClassVar[str] = '"about" LANG? STRING'
    example: ClassVar[str] = 'about "The rules we play at home."'
    header: ClassVar[bool] = True
    value: str
    lang: str = ""  # the language a tagged about translates into (``about[fa] "..."``)

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        lang, text = tagged(values, "about")
        return cls(value=text, lang=lang, **pos)

    no_rule: ClassVar[str] = "the description under the title, no rule"
