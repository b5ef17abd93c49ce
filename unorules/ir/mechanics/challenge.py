"""``challenge CARD`` and its three outcomes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, ClassVar

from attrs import frozen

from unorules.cards import Card
from unorules.errors import IllegalAction
from unorules.i18n import N_, _
from unorules.ir.effects.base import Effect, flat
from unorules.ir.mechanic import Clause, Compiling, Part, Refused, SymAction, alt
from unorules.ir.readers import Acting, Changes, Listing, SymModel, SymTable, Turn
from unorules.ir.records import ChallengeRule
from unorules.ir.vocab import ActionKind, Outcome, PenaltyEvent, Phase

# The outcomes of a challenge (ChallengeRule's fields), as the rule book names them.
OUTCOMES = (("accepted", N_("If the next player accepts it")),
            ("guilty", N_("If they challenge and the card was played against its rule")),
            ("innocent", N_("If they challenge and the card was played by the rule")))


@frozen(kw_only=True)
class ChallengeClause(Clause):
    """A card the next player may challenge, and what happens when they accept it, and when
    the challenge finds its player guilty or innocent."""

    kind: ClassVar[str] = "challenge"
    phrase: ClassVar[str] = '"challenge" kind _NL outcome+'
    line_end: ClassVar[str] = ""
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "outcome": (alt('"if" OUTCOME ":" effects _NL', make=lambda name, effects: (str(name), effects)),),
    }
    key_phrase: ClassVar[str] = '"challenge" kind'
    example: ClassVar[str] = ("challenge wild_draw_four\n"
                              "  if accepted: next draws 4, next loses turn\n"
                              "  if guilty: player draws 4\n"
                              "  if innocent: next draws 6, next loses turn")
    card: str
    accepted: tuple[Effect, ...]
    guilty: tuple[Effect, ...]
    innocent: tuple[Effect, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        outs = dict(values[1:])
        if sorted(outs) != ["accepted", "guilty", "innocent"] or len(values) - 1 != 3:
            raise Refused("a challenge needs exactly one 'if accepted', one 'if guilty' and one 'if innocent' line",
                          "write the three outcomes on the lines right below 'challenge <card>'",
                          f"challenge {values[0]}")
        return cls(card=values[0], accepted=outs["accepted"], guilty=outs["guilty"],
                   innocent=outs["innocent"], **pos)

    @property
    def key(self) -> str:
        return f"challenge {self.card}"

    stage: ClassVar[int] = 1

    @classmethod
    def compile(cls, clauses: list[ChallengeClause], c: Compiling) -> dict[str, Any]:
        out = []
        opened = {k for k, effs in c.fields["on"] if any(e.opens_challenge for e in flat(effs))}
        req = dict(c.fields["require"])
        for cl in clauses:
            kind = c.known(cl, cl.card)
            if kind not in req:
                raise c.error(cl, f"a challenge of {kind} needs a 'require {kind}: ...' rule to judge it by",
                              hint=f"for example 'require {kind}: no card of active colour in hand'")
            if kind not in opened:
                raise c.error(cl, f"nothing lets anyone challenge {kind}",
                              hint=f"add 'next may challenge' to 'on {kind}: ...', or remove this clause")
            for effs in (cl.accepted, cl.guilty, cl.innocent):
                c.check_effects(cl, "challenge", effs)
                c.check_stack_outcome(cl, effs)
                c.check_held_choice(cl, "accepted", effs)
            c.decide(kind, "challenge", cl)
            out.append(ChallengeRule(kind, c.resolved(cl.accepted), c.resolved(cl.guilty), c.resolved(cl.innocent)))
        return {"challenges": tuple(out), "mechanics": tuple(clauses[:1])}

    # --- the engine's part (one for all the variant's challenges: the rules' ``challenge_of``)
    phases: ClassVar[Mapping[str, str]] = {Phase.RESPOND: "challenge or accept the card just played"}
    phase_takes: ClassVar[frozenset[str]] = frozenset({"challenge", "accept"})
    refusals: ClassVar[Mapping[str, str]] = {"challenge": "there is nothing to challenge or accept",
                                             "accept": "there is nothing to challenge or accept"}

    def judged(self, e: Acting, s: Any, t: Turn, card: Card, player: int) -> bool:
        """Guilty: the card broke its restriction, judged by the hand it was played from and
        the colour active before it (``s``, the state the play was made in)."""
        req = e.rules.require_of.get(card.kind)
        if req is None or card.kind not in e.rules.challenge_of:
            return False
        return not req.holds(e.hand_probe(card, s.discard_pile[-1], s.color, s.hands[player], s.players))

    def after_effects(self, e: Acting, t: Turn, s: Any, card: Card, player: int, final: bool) -> None:
        """A card whose effects let the next player challenge it waits for the answer."""
        if t.challenge_open and not final:
            t.pend_challenge(player, card.kind, self.judged(e, s, t, card, player))

    def awaits(self, t: Turn, player: int) -> bool:
        if t.challenge_open:
            t.phase, t.to_act = Phase.RESPOND, t.seat_after(player)
            return True
        return False

    def phase_actions(self, e: Listing, s: Any) -> list[Any]:
        return [e.act("challenge", s.to_act), e.act("accept", s.to_act)]

    def phase_play(self, e: Listing, s: Any, card: Card, a: Any) -> bool:
        raise IllegalAction(f"player {a.player} must {e.need(s)} now", a)

    def phase_act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        """The outcome's effects run for the challenged card's player; then the turn goes on
        as after any play."""
        ch = s.challenge
        if ch is None:
            raise IllegalAction("there is nothing to challenge or accept", a)
        t.challenge = None
        t.reset_outcome()
        outcome = Outcome.ACCEPTED if a.kind == ActionKind.ACCEPT else (Outcome.GUILTY if ch.guilty else Outcome.INNOCENT)
        e.run_clause(t, outcome, ch.kind, ch.player)
        if not t.stack_open:
            t.pending_draw = 0  # an outcome that does not stack ends a stack the card answered
        e.finish(t, ch.player)

    # --- the verifier's part: the answers, over the symbolic table ----------------
    # Whether the card broke its restriction is the play's input (its guilt, judged by the
    # hand it was played from): each outcome is a transition of its own.
    symbolic_at: ClassVar[int] = 10  # the first of the clauses' transitions

    def symbolic_judged(self, m: SymModel, kind: str, probe: Any) -> dict[str, Any]:
        """after_effects' judging for the model: a challengeable card's guilt, by the hand
        it was played from and the colour active before it (``probe``)."""
        return {"guilt": m.guilt(kind, probe)} if kind in m.rules.challenge_of else {}

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        """Each outcome of each challenge of the variant (phase_act)."""
        return tuple(SymAction(f"challenge {ch.kind}: {outcome}", "respond", partial(_answered, ch.kind, outcome.value),
                               args=(ch.kind, outcome.value))
                     for ch in rules.challenges for outcome in Outcome)

    kernel_reads: ClassVar[tuple[str, ...]] = ("challenge_of",)
    tells: ClassVar[tuple[str, ...]] = ("challenges",)
    told_at: ClassVar[int] = 120

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        for ch in r.challenges:
            if ch.kind not in p.challenge_of:
                if ch.kind in p.kind_of:  # a new card's own line says it
                    w.say(cls.tells, w.esc(_("A {card} may now be challenged.", card=w.card(ch.kind))))
            elif p.challenge_of[ch.kind] != ch:
                old_ch = p.challenge_of[ch.kind]
                for field, label in OUTCOMES:
                    if getattr(ch, field) != getattr(old_ch, field):
                        w.now(cls.tells,
                              w.esc(_("{card}, challenge: {outcome}", card=w.card(ch.kind), outcome=_(label))),
                              w.sentence(getattr(ch, field), "challenge"),
                              w.sentence(getattr(old_ch, field), "challenge"))
        for old_ch in p.challenges:
            if old_ch.kind not in r.challenge_of and old_ch.kind in r.kind_of:
                text = _("A {card} can no longer be challenged.", card=w.card(old_ch.kind))
                if old_ch.kind in r.require_of and PenaltyEvent.WRONG_CARD in r.penalty_of:
                    text += " " + _("Its restriction is enforced instead: a card played against it is a wrong card.")
                elif old_ch.kind in r.require_of:
                    text += " " + _("Its restriction is enforced instead: a card played against it is refused.")
                w.say(cls.tells, w.esc(text))


def _answered(kind: str, outcome: str, m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]
              ) -> dict[str, Any]:
    """ChallengeClause.phase_act for ``outcome`` of a challenge of ``kind``: ``z.player``
    is the one who played the challenged card, the player to act answers; the outcome's
    clause runs for the card's player, a stack it does not go on with ends, and the turn
    goes on as after any play."""
    g += [z.phase == m.phases[Phase.RESPOND], m.seat(z, z.player), z.player != z.to_act]
    m.reset_outcome(z)
    m.run(z, getattr(m.rules.challenge_of[kind], outcome), outcome, kind)
    z.pending = z.z3.If(z.stack_open, z.pending, 0)
    m.finish(z)
    return {}
