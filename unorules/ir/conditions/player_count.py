"""The PlayerCount condition: there are exactly N players."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class PlayerCount(Cond):
    """There are exactly N players."""

    phrase: ClassVar[str] = 'INT "players"'
    kernel_op: ClassVar[str] = "C_PLAYERS"
    kernel_operands: ClassVar[tuple[str, ...]] = ("n",)
    example: ClassVar[str] = 'on reverse: reverse, next loses turn if 2 players'
    n: int

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return p.players == self.n

    def symbolic(self, p: SymProbe) -> Any:
        return p.n == self.n

    def english(self) -> str:
        return _("there are exactly {n} players", n=self.n)
