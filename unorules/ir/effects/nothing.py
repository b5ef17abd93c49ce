"""The Nothing effect: nothing special happens."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class Nothing(Effect):
    """Nothing special happens."""

    phrase: ClassVar[str] = '"nothing"'
    kernel_op: ClassVar[str] = "E_NOTHING"
    example: ClassVar[str] = 'on number cards: nothing'
    side_effect: ClassVar[bool] = True
    is_noop: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        return None

    def fast(self, f: FastPlay) -> bool:
        return True

    def symbolic(self, z: SymTable) -> None:
        return None

    def english(self) -> str:
        return _("nothing special happens")
