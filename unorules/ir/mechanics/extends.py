"""``extends PARENT``: the variant starts from another and changes single clauses."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class ExtendsClause(Clause):
    """The variant starts from another one's clauses; a clause with the same key replaces
    the parent's, and ``without`` removes one."""

    kind: ClassVar[str] = "extends"
    phrase: ClassVar[str] = '"extends" NAME'
    example: ClassVar[str] = "extends standard"
    header: ClassVar[bool] = True
    name: str

    no_rule: ClassVar[str] = "which variant it extends: the list's first sentence says it"
