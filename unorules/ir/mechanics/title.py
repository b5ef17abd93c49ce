"""``title "..."``: the variant's name for people."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class TitleClause(Clause):
    """The variant's name as the rule book prints it."""

    kind: ClassVar[str] = "title"
    phrase: ClassVar[str] = '"title" STRING'
    example: ClassVar[str] = 'title "Our house rules"'
    header: ClassVar[bool] = True
    value: str
