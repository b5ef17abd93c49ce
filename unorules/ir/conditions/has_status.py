"""The HasStatus condition: the subject still holds a status."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Lowering, Probe, SymProbe
from unorules.ir.statuses import a_status
from unorules.ir.subjects import seats, the


@frozen
class HasStatus(Cond):
    """The subject must still be holding the status (asked by a report, or by an effect's ``if``)."""

    phrase: ClassVar[str] = 'who "holds" NAME'
    example: ClassVar[str] = "report pose_broken while target holds pose: target draws 4, target releases pose"
    places: ClassVar[frozenset[str] | None] = frozenset({"report", "guard"})
    who_hint: ClassVar[str] = "write for example 'report pose_broken while target holds pose: ...'"
    who: str
    status: str

    def place_refused(self, place: str) -> str:
        return f"'holds {self.status}' can only be asked in a report or in an effect's 'if'"

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        got = seats(self.who, p.player, p.players, p.direction, p.dealer, p.target)
        row = p.statuses.get(self.status, ())
        if not got:
            return False
        return all(seat < len(row) and row[seat] > 0 for seat in got)

    def symbolic(self, p: SymProbe) -> Any:
        return p.holds(self.status, self.who)

    def english(self) -> str:
        return _("{who} must still be holding {status}", who=the(self.who), status=a_status(self.status))

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)

    def statuses(self) -> tuple[str, ...]:
        return (self.status,)

    def needs_held(self) -> frozenset[str]:
        return frozenset({self.status})

    def lowered(self, k: Lowering) -> list[int]:
        # One operand packs the status's index and the subject word: status * 8 + word.
        return [k.op("C_STATUS"), k.status(self.status) * 8 + k.word(self.who)]
