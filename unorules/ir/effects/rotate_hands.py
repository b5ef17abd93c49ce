"""The RotateHands effect: every player passes their hand to the next player in the direction of play."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class RotateHands(Effect):
    """Every player passes their hand to the next player in the direction of play."""

    phrase: ClassVar[str] = '"hands" "pass" "on"'
    kernel_op: ClassVar[str] = "E_ROTATE_HANDS"
    example: ClassVar[str] = 'on 0: hands pass on'
    every_seat: ClassVar[bool] = True

    def step(self, direction: int) -> int:
        """Which way the hands go: +1 to the left (the first direction of play), -1 to the right."""
        return direction

    def run(self, t: Table, ctx: Ctx) -> None:
        old = list(t.hands)
        step = self.step(t.direction)
        n = t.players
        for seat in range(n):
            if t.is_out(seat):
                continue  # a knocked-out seat holds nothing, and is passed over below
            to = (seat + step) % n
            while t.is_out(to):
                to = (to + step) % n
            t.hands[to] = old[seat]

    def fast(self, f: FastPlay) -> bool:
        # The fast paths run while nobody is out, so no seat is passed over.
        step = self.step(f.direction)
        old = list(f.hands)
        n = len(old)
        f.hands[:] = [old[(seat - step) % n] for seat in range(n)]
        return True

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
        passed = [zz.If(z.n > j, zz.If(forward, before(j), after(j)), h) for j, h in enumerate(old)]
        if not z.shape.knock_out:
            z.hands = passed
            return
        # With seats knocked out the hands pass among the seats still in: each of those
        # receives the hand of one of them (which one is a choice the engine check pins),
        # the cards in hands stay as many, and a knocked-out seat still holds none.
        got = []
        for j in range(len(old)):
            c = z.choose_count("passed_hand", z.total_in_hands())
            inside = zz.And(z.n > j, z.out[j] == 0)
            z.constraints.append(zz.If(inside, zz.Or(*(zz.And(z.n > i, z.out[i] == 0, c == old[i])
                                                       for i in range(len(old)))), c == 0))
            got.append(c)
        z.constraints.append(zz.Sum(got) == zz.Sum(old))
        anyone = z.anyone_out()
        z.hands = [zz.If(anyone, g, p) for g, p in zip(got, passed, strict=True)]

    def english(self) -> str:
        return _("every player passes their hand to the next player in the direction of play")
