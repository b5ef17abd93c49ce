"""The HoldsPose condition: the subject must still be holding a pose."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe
from unorules.ir.subjects import NOUN


@frozen
class HoldsPose(Cond):
    """The subject must still be holding a pose."""

    phrase: ClassVar[str] = 'who "holds" "pose"'
    example: ClassVar[str] = 'report pose_broken while target holds pose: target draws 4, target releases pose'
    places: ClassVar[frozenset[str] | None] = frozenset({"report"})
    who_may_be: ClassVar[frozenset[str] | None] = frozenset({"target"})
    who_hint: ClassVar[str] = "write 'report pose_broken while target holds pose: ...'"

    def who_refused(self, who: str) -> str:
        return f"a report can only ask whether its target holds a pose, not the {who}"

    def place_refused(self, place: str) -> str:
        return "'holds pose' can only be asked in a report"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)
    who: str

    @property
    def local(self) -> bool:
        return False

    def holds(self, p: Probe) -> bool:
        return p.target_holds_pose

    def symbolic(self, p: SymProbe) -> Any:
        return p.target_holds_pose

    def english(self) -> str:
        return f"the {NOUN.get(self.who, self.who)} must still be holding a pose"
