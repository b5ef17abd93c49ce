"""``about "..."``: a paragraph about the whole variant."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class AboutClause(Clause):
    """A paragraph about the whole variant, printed under its title."""

    kind: ClassVar[str] = "about"
    phrase: ClassVar[str] = '"about" STRING'
    example: ClassVar[str] = 'about "The rules we play at home."'
    header: ClassVar[bool] = True
    value: str
