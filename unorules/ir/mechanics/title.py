"""``title "..."``: the variant's name for people."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import tagged


@frozen(kw_only=True)
class TitleClause(Clause):
    """The variant's name as the rule book prints it."""

    kind: ClassVar[str] = "title"
    phrase: ClassVar[str] = '"title" LANG? STRING'
    example: ClassVar[str] = 'title "Our house rules"'
    header: ClassVar[bool] = True
    value: str
    lang: str = ""  # the language a tagged title translates into (``title[fa] "..."``)

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        lang, text = tagged(values, "title")
        return cls(value=text, lang=lang, **pos)

    no_rule: ClassVar[str] = "the rule book's title, no rule"
