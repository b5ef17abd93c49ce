"""The Reverse effect: the direction of play reverses."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class Reverse(Effect):
    """The direction of play reverses."""

    phrase: ClassVar[str] = '"reverse"'
    kernel_op: ClassVar[str] = "E_REVERSE"
    example: ClassVar[str] = 'on reverse: reverse'
    def run(self, t: Table, ctx: Ctx) -> None:
        t.direction = -t.direction

    def fast(self, f: FastPlay) -> bool:
        f.direction = -f.direction
        return True

    def symbolic(self, z: SymTable) -> None:
        z.direction = -z.direction

    def english(self) -> str:
        return _("the direction of play reverses")
