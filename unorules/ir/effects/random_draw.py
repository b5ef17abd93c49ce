"""The RandomDraw effect: the subject takes a random number of cards, from LOW to HIGH, each as likely (a card launcher's press)."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import ngettext
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, Lowering, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import OTHERS, the

# A press of UNO Attack's launcher is the use this effect was made for; a larger spread
# than this is more likely a typo than a rule.
MOST = 20


@frozen
class RandomDraw(Effect):
    """The subject draws a random number of cards from LOW to HIGH, every number equally
    likely (as a card launcher shoots out); the number comes from the game's seed.

    Written twice, it is two presses, each drawn on its own."""

    phrase: ClassVar[str] = 'who "draws" INT "to" INT "at" "random"'
    example: ClassVar[str] = 'on draw_two: next draws 0 to 4 at random, next draws 0 to 4 at random, next loses turn'
    side_effect: ClassVar[bool] = True
    is_draw: ClassVar[bool] = True
    who: str
    low: int
    high: int

    def problem(self) -> tuple[str, str]:
        if self.low > self.high:
            return (f"'draws {self.low} to {self.high} at random' counts down",
                    f"write the smaller number first: 'draws {self.high} to {self.low} at random'")
        if self.high > MOST:
            return (f"'draws {self.low} to {self.high} at random' draws up to {self.high} cards at once",
                    f"a random draw takes at most {MOST} cards")
        if self.low == self.high:
            return (f"'draws {self.low} to {self.high} at random' always draws {self.low}",
                    f"write 'draws {self.low}'")
        return ("", "")

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            t.draw_cards(seat, t.random_count(self.low, self.high))

    def fast(self, f: FastPlay) -> bool:
        return f.draw_random(self.who, self.low, self.high)

    def symbolic(self, z: SymTable) -> None:
        # What each press gives is a choice the proofs quantify over: 0 to HIGH cards,
        # at least LOW unless the piles ran dry. The presses are summed into one draw,
        # with the one reshuffle the discard pile allows (after it only its top card is
        # left): a pile-by-pile chain of draws per seat is too large for Z3 with ten
        # players, and the sum allows everything the engine's presses can give.
        zz = z.z3
        avail = z.draw + zz.If(z.discard >= 2, z.discard - 1, 0)
        got = []
        if self.who == OTHERS:
            # Every seat but the player's, by its own index: the order of the presses does
            # not matter to the sum, and seat arithmetic over ten players is what is costly.
            seats = [(zz.And(z.n > j, z.player != j), zz.IntVal(j)) for j in range(len(z.hands))]
        else:
            seats = z.seats(self.who)
        for exists, seat in seats:
            k = z.choose_count("random_draw", self.high)
            got.append(k)
            z.constraints.append(zz.Implies(zz.Not(exists), k == 0))
            z.set_hand(seat, z.hand(seat) + k)
        total = zz.Sum(got) if got else zz.IntVal(0)
        z.constraints.append(total <= avail)
        for k, (exists, _seat) in zip(got, seats, strict=True):
            z.constraints.append(zz.Implies(exists, zz.Or(k >= self.low, total == avail)))
        reshuffled = total > z.draw
        z.draw = zz.If(reshuffled, avail - total, z.draw - total)
        z.discard = zz.If(reshuffled, 1, z.discard)

    def english(self) -> str:
        return ngettext("{who} draws {low} to {n} card at random (each number as likely)",
                        "{who} draws {low} to {n} cards at random (each number as likely)", self.high,
                        who=the(self.who), low=self.low)

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def lowered(self, k: Lowering) -> list[int]:
        if self.low < 0 or self.low > self.high:
            raise k.refuse(f"the kernel cannot draw {self.low} to {self.high} cards at random")
        return [k.op("E_RANDOM_DRAW"), k.word(self.who), int(self.low), int(self.high)]
