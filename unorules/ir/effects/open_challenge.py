"""The OpenChallenge effect: the next player may challenge the card or accept it (a 'challenge' clause says what each answer does)."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


@frozen
class OpenChallenge(Effect):
    """The next player may challenge the card or accept it (a 'challenge' clause says what each answer does)."""

    phrase: ClassVar[str] = 'who "may" "challenge"'
    kernel_op: ClassVar[str] = "E_OPEN_CHALLENGE"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who",)
    example: ClassVar[str] = 'on wild_draw_four: player chooses colour, next may challenge'
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"next"})
    who_hint: ClassVar[str] = "write 'next may challenge'"

    def who_refused(self, who: str) -> str:
        return "only the next player can challenge or stack"
    opens_challenge: ClassVar[bool] = True
    who: str
    is_draw: ClassVar[bool] = True  # on a last card, the accepted outcome's draws apply

    def run(self, t: Table, ctx: Ctx) -> None:
        t.challenge_open = True

    def fast(self, f: FastPlay) -> bool:
        f.challenge_open = True
        return True

    def symbolic(self, z: SymTable) -> None:
        z.challenge_open = z.z3.BoolVal(True)

    def english(self) -> str:
        return _("{who} may challenge it or accept it", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
