"""The HasPlayable condition: the subject holds a card they may legally play now."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe
from unorules.ir.subjects import seats, the


@frozen
class HasPlayable(Cond):
    """The subject holds a card they may legally play on the top card now (asked by an
    effect's ``if``, at the start too: "first draws 2 if not first has a playable card")."""

    phrase: ClassVar[str] = 'who "has" "a" "playable" "card"'
    kernel_reads_hand: ClassVar[bool] = True
    kernel_asks_playable: ClassVar[bool] = True
    kernel_op: ClassVar[str] = "C_HAS_PLAYABLE"
    kernel_operands: ClassVar[tuple[str, ...]] = ("who",)
    example: ClassVar[str] = "start number cards: first draws 2 if not first has a playable card"
    places: ClassVar[frozenset[str] | None] = frozenset({"guard"})
    who: str

    def place_refused(self, place: str) -> str:
        return ("'has a playable card' can only be asked in an effect's 'if'; to restrict a card "
                "to a hand with nothing else to play, write 'require <card>: no other playable card'")

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        got = seats(self.who, p.player, p.players, p.direction, p.dealer, p.target)
        return got is not None and len(got) > 0 and all(p.can_play(seat) for seat in got)

    def symbolic(self, p: SymProbe) -> Any:
        # Counts do not tell which cards a hand holds: whether one fits is a choice.
        return p.choice_bool("has_playable")

    def english(self) -> str:
        return _("{who} holds a card they may play on it", who=the(self.who))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
