"""The ShuffleHands effect: all hands are gathered, shuffled and dealt out again one at a time, starting with the next player."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.effects.base import Effect
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx


@frozen
class ShuffleHands(Effect):
    """All hands are gathered, shuffled and dealt out again one at a time, starting with the next player."""

    phrase: ClassVar[str] = '"hands" "are" "shuffled"'
    example: ClassVar[str] = 'on wild_shuffle: player chooses colour, hands are shuffled'
    def run(self, t: Table, ctx: Ctx) -> None:
        pool = [c for h in t.hands for c in h]
        t.shuffle(pool)
        n = t.players
        for seat in range(n):
            t.hands[seat] = []
        seat = ctx.player
        for card in pool:
            seat = (seat + t.direction) % n
            t.hands[seat].append(card)

    def symbolic(self, z: SymTable) -> None:
        # The pool is dealt one card at a time from the seat after the player: the seat k
        # places on (k = 1..n, the player being k = n) gets floor((pool - k + n) / n) cards.
        zz = z.z3
        pool = z.total_in_hands()
        out = []
        for j, h in enumerate(z.hands):
            k = z.mod_n(zz.If(z.direction == 1, j - z.player, z.player - j))
            k = zz.If(k == 0, z.n, k)
            out.append(zz.If(z.n > j, z.div_n(pool - k + z.n), h))
        z.hands = out

    def english(self) -> str:
        return (
            "all hands are gathered, shuffled and dealt out again one at a time, "
            "starting with the next player"
        )
