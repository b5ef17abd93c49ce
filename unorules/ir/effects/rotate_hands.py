"""The RotateHands effect: every player passes their hand to the next player in the direction of play."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class RotateHands(Effect):
    """Every player passes their hand to the next player in the direction of play."""

    phrase: ClassVar[str] = '"hands" "pass" "on"'
    example: ClassVar[str] = 'on 0: hands pass on'
    every_seat: ClassVar[bool] = True

    def step(self, direction: int) -> int:
        """Which way the hands go: +1 to the left (the first direction of play), -1 to the right."""
        return direction

    def run(self, t: Table, ctx: Ctx) -> None:
        n = t.players
        old = list(t.hands)
        step = self.step(t.direction)
        for seat in range(n):
            t.hands[(seat + step) % n] = old[seat]

    def forward(self, z: SymTable) -> object:
        """The Z3 truth of 'the hands go to the left' (seat j receives seat j - 1's)."""
        return z.direction == 1

    def symbolic(self, z: SymTable) -> None:
        # Seat j receives the hand of the seat before it in the direction of play.
        zz = z.z3
        old = list(z.hands)
        last = len(old) - 1

        def before(j: int) -> object:  # seat j - 1 (mod n)
            return old[j - 1] if j else z.hand(z.n - 1, old)

        def after(j: int) -> object:  # seat j + 1 (mod n)
            return zz.If(z.n == j + 1, old[0], old[j + 1]) if j < last else old[0]

        forward = self.forward(z)
        z.hands = [zz.If(z.n > j, zz.If(forward, before(j), after(j)), h) for j, h in enumerate(old)]

    def english(self) -> str:
        return _("every player passes their hand to the next player in the direction of play")
