"""``report NAME while COND: EFFECTS``: an out-of-turn event someone reports."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, ClassVar

from attrs import frozen

from unorules.errors import IllegalAction
from unorules.i18n import _, after_label
from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, Compiling, SymAction
from unorules.ir.readers import Acting, Changes, Listing, Lowering, SymModel, SymTable, Turn
from unorules.ir.records import ReportRule
from unorules.ir.vocab import ActionKind, Phase

_PLAN = "reports' plan"  # the memo's key for ReportClause.out_of_turn's plan, with the player count


def _all_held(statuses: Any, rows: tuple[int, ...]) -> bool:
    """Whether some seat holds each status of ``rows`` (a row past the state's: nobody)."""
    for j in rows:
        if j >= len(statuses) or not any(statuses[j]):
            return False
    return True


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
        n = s.players
        # Per variant and player count, each report with the rows of the statuses it needs
        # (or, without a condition, its actions: every seat may report the seat before it,
        # whatever the table). Listed at every step: a set of the held names built each
        # time cost minion a fifth of its listing.
        key = (_PLAN, n)
        plan = rules.memo.get(key)
        if plan is None:
            plan = rules.memo[key] = tuple(
                (rep, tuple(e.act("report", (target + 1) % n, target=target, report=rep.name)
                            for target in range(n))) if rep.cond is None else
                (rep, tuple(row.get(name, len(row)) for name in sorted(rep.cond.needs_held())))
                for row in [{st.name: j for j, st in enumerate(rules.statuses)}] for rep in rules.reports)
        out: list[Any] = []
        statuses = s.statuses
        for rep, rows in plan:
            cond = rep.cond
            if cond is None:
                out.extend(rows)
                continue
            if tables and not _all_held(statuses, rows):
                continue
            for target in range(n):
                reporter = (target + 1) % n
                if cond.holds(e.report_probe(s, reporter, target)):
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

    # --- the verifier's part: act, over the symbolic table ------------------------
    symbolic_at: ClassVar[int] = 60  # after the answers, the UNO calls and the penalties

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        """A report of each of the variant's reports, by a seat against another."""
        return tuple(SymAction(f"report {rep.name}", ActionKind.REPORT.value, partial(_reported, rep),
                               args=(rep.name,), target=True) for rep in rules.reports)

    kernel_reads: ClassVar[tuple[str, ...]] = ("reports",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_NREPORTS",)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (len(rules.reports),)

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


def _reported(rep: ReportRule, m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
    """ReportClause.act for ``rep``: ``z.player`` reports ``z.target`` (out of turn, never
    once the round is over), the effects run, and the target's turn ends where they say
    so, if it is one being played."""
    z3, ph, tg = z.z3, m.phases, z.target
    g += [z.phase < ph[Phase.ROUND_OVER], m.seat(z, z.player), m.seat(z, tg), z.player != tg]
    in_turn = z3.Or(z.phase == ph[Phase.TURN], z.phase == ph[Phase.DRAWN])
    if rep.cond is not None:
        g.append(rep.cond.symbolic(m.report_probe(z)))
    m.reset_outcome(z)
    m.run(z, rep.effects)
    ended = z.fork()
    m.begin_turn(ended, z.seat_after(tg))
    # Only a turn being played ends; a pending answer (a challenge, a stack, a colour
    # choice) still has to be given.
    z.merge(z3.And(z.turn_ends, tg == z.to_act, in_turn), ended)
    return {}
