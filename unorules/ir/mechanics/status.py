"""``status NAME: ends after N turn starts of its holder``: a per-player status."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _, after_label, capitalize
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Changes, Lowering
from unorules.ir.statuses import StatusRule, lasting


@frozen(kw_only=True)
class StatusClause(Clause):
    """A status a player may hold for a number of their own turn starts."""

    kind: ClassVar[str] = "status"
    phrase: ClassVar[str] = '"status" NAME ":" "ends" "after" INT "turn" "starts" "of" "its" "holder"'
    key_phrase: ClassVar[str] = '"status" NAME'
    example: ClassVar[str] = "status pose: ends after 2 turn starts of its holder"
    name: str
    turns: int

    @property
    def key(self) -> str:
        return f"status {self.name}"

    stage: ClassVar[int] = 0  # the effects that give and end statuses are resolved with them

    @classmethod
    def compile(cls, clauses: list[StatusClause], c: Compiling) -> dict[str, Any]:
        rules = []
        for cl in clauses:
            if cl.turns < 1:
                raise c.error(cl, f"status {cl.name} must last at least one turn start",
                              hint="'ends after 2 turn starts of its holder' lasts through the coming turn")
            rules.append(StatusRule(cl.name, cl.turns))
        # Each status's clause keeps its row of the state, in the variant's order (at_deal).
        return {"statuses": tuple(rules), "mechanics": tuple(clauses)}

    def at_deal(self, fields: dict[str, Any], players: int) -> None:
        # Nobody holds the status at the deal: this status's row, after the ones before it.
        fields["statuses"] = (*fields["statuses"], (0,) * players)

    symbolic_none: ClassVar[str] = ("the statuses: the symbolic table keeps each seat's count, which the "
                                   "turn structure counts down at a turn's start")
    kernel_reads: ClassVar[tuple[str, ...]] = ("statuses",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_NSTATUSES",)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (len(rules.statuses),)

    tells: ClassVar[tuple[str, ...]] = ("statuses",)
    told_at: ClassVar[int] = 180

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        old_status = {st.name: st for st in p.statuses}
        for st in r.statuses:
            label = w.esc(_("Status: {what}", what=w.status_name(st.name)))
            # A new card that gives the status says how long it lasts already (fa-22): that
            # line says the new status too.
            if st.name not in old_status and w.also(cls.tells, lasting(st.turns)):
                continue
            if st.name not in old_status:
                w.say(cls.tells, _("**{what}** (new): {new}", what=label, new=after_label(w.esc(capitalize(st.english())) + ".")))
            elif old_status[st.name] != st:
                w.now(cls.tells, label, w.esc(capitalize(st.english())) + ".",
                      w.esc(capitalize(old_status[st.name].english())) + ".")
        for name in old_status:
            if name not in {st.name for st in r.statuses}:
                w.say(cls.tells, _("**{what}**: no more.", what=w.esc(_("Status: {what}", what=w.status_name(name)))))
