"""The Always condition: at any time."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class Always(Cond):
    """At any time."""

    phrase: ClassVar[str] = '"always"'
    kernel_op: ClassVar[str] = "C_ALWAYS"
    example: ClassVar[str] = 'play wild: always'
    def holds(self, p: Probe) -> bool:
        return True

    def symbolic(self, p: SymProbe) -> Any:
        return p.z3.BoolVal(True)

    def english(self) -> str:
        return _("at any time")
