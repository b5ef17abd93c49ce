"""``variant NAME``: the name of the variant the file describes."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class VariantClause(Clause):
    """The file's first line names its variant: ``variant my_house_rules``."""

    kind: ClassVar[str] = "variant"
    phrase: ClassVar[str] = '"variant" NAME'
    example: ClassVar[str] = "variant my_house_rules"
    header: ClassVar[bool] = True
    name: str

    no_rule: ClassVar[str] = "the variant's name, no rule"
