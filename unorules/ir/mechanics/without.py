"""``without KEY``: removes a clause inherited with ``extends``."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause


@frozen(kw_only=True)
class WithoutClause(Clause):
    """Removes a clause the variant inherited with ``extends``, named by its key."""

    kind: ClassVar[str] = "without"
    phrase: ClassVar[str] = '"without" clause_key'
    example: ClassVar[str] = "without jump in"
    target: str  # the key of the clause it removes

    @property
    def key(self) -> str:
        return f"without {self.target}"

    no_rule: ClassVar[str] = "it takes a parent's clause away: that clause's kind says what its field now is"
