"""The PassHandsRight effect: every player passes their hand to the player on their right,
whatever the direction of play."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.rotate_hands import RotateHands
from unorules.ir.readers import Lowering, SymTable


@frozen
class PassHandsRight(RotateHands):
    """Every player passes their hand to the player on their right (against the way play goes
    at the start of a round), whatever the direction of play is now."""

    phrase: ClassVar[str] = '"hands" "pass" "right"'
    example: ClassVar[str] = 'on 0: hands pass right'

    def step(self, direction: int) -> int:
        return -1

    def forward(self, z: SymTable) -> object:
        return z.z3.BoolVal(False)

    def english(self) -> str:
        return _("every player passes their hand to the player on their right, whatever the direction of play")

    def lowered(self, k: Lowering) -> list[int]:
        return [k.op("E_ROTATE_HANDS"), 2, 0, 0]  # 2: to the right, one seat
