"""``report NAME while COND: EFFECTS``: an out-of-turn event someone reports."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.errors import IllegalAction
from unorules.i18n import _, after_label
from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Acting, Changes, Listing, Turn
from unorules.ir.records import ReportRule
from unorules.ir.vocab import Phase


@frozen(kw_only=True)
class ReportClause(Clause):
    """A physical or out-of-turn event (a broken pose, table talk) a player reports
    against another, with what it costs."""

    kind: ClassVar[str] = "report"
    phrase: ClassVar[str] = '"report" NAME ("while" cond)? ":" effects'
    key_phrase: ClassVar[str] = '"report" NAME'
    example: ClassVar[str] = "report offer: target draws 2"
    name: str
    cond: Cond | None
    effects: tuple[Effect, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(name=str(values[0]), cond=values[1] if len(values) == 3 else None, effects=values[-1], **pos)

    @property
    def key(self) -> str:
        return f"report {self.name}"

    stage: ClassVar[int] = 15

    @classmethod
    def compile(cls, clauses: list[ReportClause], c: Compiling) -> dict[str, Any]:
        out = []
        for cl in clauses:
            c.check_effects(cl, "report", cl.effects)
            c.check_side_effects(cl, cl.effects)
            c.check_cond(cl, "report", cl.cond)
            out.append(ReportRule(cl.name, cl.cond, c.resolved(cl.effects)))
        return {"reports": tuple(out), "mechanics": tuple(clauses[:1])}

    # --- the engine's part (one for all the variant's reports: the rules' ``reports``) ---
    actions: ClassVar[frozenset[str]] = frozenset({"report"})
    listed: ClassVar[int] = 2  # after UNO calls and catches, before jump-ins
    refusals: ClassVar[Mapping[str, str]] = {"report": "unknown report {report!r} (reports: none in this variant)"}

    def seat_extras(self, e: Listing, s: Any, seat: int) -> list[Any]:
        """Any seat may report any other whom a report's condition names (the table lists
        the seat after the target)."""
        return [e.act("report", seat, target=target, report=rep.name)
                for rep in e.rules.reports for target in range(s.players)
                if target != seat and (rep.cond is None or rep.cond.holds(e.report_probe(s, seat, target)))]

    def out_of_turn(self, e: Listing, s: Any, tables: bool) -> list[Any]:
        """Each report whose condition holds, by the player after its target. With ``tables``,
        a report whose condition needs a status that nobody holds is not probed."""
        rules = e.rules
        out: list[Any] = []
        n = s.players
        held: set[str] | None = None
        for rep in rules.reports:
            if rep.cond is None:
                # Allowed whatever the table: every seat may report the seat before it, always
                # the same actions (built once per player count).
                key = ("reports", rep.name, n)
                every = rules.memo.get(key)
                if every is None:
                    every = rules.memo[key] = tuple(e.act("report", (target + 1) % n, target=target,
                                                          report=rep.name) for target in range(n))
                out.extend(every)
                continue
            if tables:
                need = rep.cond.needs_held()
                if need:
                    if held is None:
                        held = {st.name for st, row in zip(rules.statuses, s.statuses, strict=False) if any(row)}
                    if not need <= held:
                        continue
            for target in range(n):
                reporter = (target + 1) % n
                if rep.cond.holds(e.report_probe(s, reporter, target)):
                    out.append(e.act("report", reporter, target=target, report=rep.name))
        return out

    def act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        rep = e.rules.report_of.get(a.report or "")
        if rep is None:
            known = ", ".join(e.rules.report_of) or "none in this variant"
            raise IllegalAction(f"unknown report {a.report!r} (reports: {known})", a)
        tg = a.target
        if tg is None or not 0 <= tg < s.players or tg == a.player:
            raise IllegalAction("a report names another player as its target", a)
        if rep.cond is not None and not rep.cond.holds(e.report_probe(s, a.player, tg)):
            raise IllegalAction(f"{rep.name} can be reported only when {rep.cond.english()}", a)
        t.reset_outcome()
        e.run_effects(t, rep.effects, a.player, tg)
        t.forget_lost_drawn()
        if t.turn_ends and tg == s.to_act and s.phase in (Phase.TURN, Phase.DRAWN):
            # Only a turn being played can end; a pending answer (challenge, stack, colour
            # choice) still has to be given.
            t.begin_turn(t.seat_after(tg))

    tells: ClassVar[tuple[str, ...]] = ("reports",)
    told_at: ClassVar[int] = 170

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        for rep in r.reports:
            old_rep = p.report_of.get(rep.name)
            label = w.esc(_("Report: {what}", what=w.report_name(rep.name)))
            said = w.sentence(rep.effects, "report")
            if old_rep is None:
                w.say(cls.tells, _("**{what}** (new): {new}", what=label, new=after_label(said)))
            elif old_rep != rep:
                w.now(cls.tells, label, said, w.sentence(old_rep.effects, "report"))
        for old_rep in p.reports:
            if old_rep.name not in r.report_of:
                w.say(cls.tells, _("**{what}**: no more.",
                                   what=w.esc(_("Report: {what}", what=w.report_name(old_rep.name)))))
