"""``penalty EVENT: EFFECTS``: what a broken rule costs."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.cards import Card
from unorules.i18n import N_, _, after_label
from unorules.ir.effects.base import Effect
from unorules.ir.mechanic import Clause, Compiling, SymAction
from unorules.ir.mechanics.uno import UnoClause
from unorules.ir.readers import Acting, Changes, Listing, Lowering, SymModel, SymTable, Turn
from unorules.ir.vocab import ActionKind, PenaltyEvent, Phase

# The events a penalty clause names, as the rule book names them.
EVENTS = {"missed_uno": N_("Missed UNO"), "wrong_card": N_("Wrong card"), "false_uno": N_("False UNO call")}


@frozen(kw_only=True)
class PenaltyClause(Clause):
    """What a missed UNO call, a false one or a wrong card costs."""

    kind: ClassVar[str] = "penalty"
    phrase: ClassVar[str] = '"penalty" PENALTY_EVENT ":" effects'
    key_phrase: ClassVar[str] = '"penalty" PENALTY_EVENT'
    example: ClassVar[str] = "penalty missed_uno: target draws 2"
    event: str
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"penalty {self.event}"

    def goes_with(self, removed: str) -> bool:
        # No calls, so nothing to miss: 'without uno' takes the UNO penalties away too.
        return removed == UnoClause.kind and self.event in (PenaltyEvent.MISSED_UNO, PenaltyEvent.FALSE_UNO)

    stage: ClassVar[int] = 3

    @classmethod
    def compile(cls, clauses: list[PenaltyClause], c: Compiling) -> dict[str, Any]:
        out = []
        for cl in clauses:
            c.check_effects(cl, cl.key, cl.effects)
            c.check_side_effects(cl, cl.effects)
            out.append((cl.event, c.resolved(cl.effects)))
        # A missed or a false call is the UNO clause's to judge; a wrong card is this kind's.
        # One engine part for the wrong card; it runs the effects the rules' ``penalty_of`` gives.
        taken = tuple(cl for cl in clauses if cl.event == PenaltyEvent.WRONG_CARD)[:1]
        return {"penalties": tuple(out), "mechanics": taken}

    # --- the engine's part ---------------------------------------------------------
    listed: ClassVar[int] = -2  # a seat's wrong cards come first of what it may do besides the table's list

    def seat_extras(self, e: Listing, s: Any, seat: int) -> list[Any]:
        """The player to act may put down a card that may not be played, and pay for it."""
        if self.event != PenaltyEvent.WRONG_CARD or seat != s.to_act or s.phase not in (Phase.TURN, Phase.DRAWN):
            return []
        hand, top = s.hands[seat], s.discard_pile[-1]
        # After a draw only the drawn card may be played; it is a wrong card only when
        # it cannot be (which a hand-built state may say: a draw keeps only a playable one).
        cards = ([s.drawn] if s.drawn is not None else []) if s.phase == Phase.DRAWN else e.in_order(hand)
        return [a for card in cards if not e.playable(card, top, s.color, hand, s.players)
                for a in e.plays(s.players, seat, card)]

    def penalty_for(self, e: Listing, view: Any, a: Any) -> str | None:
        if (self.event == PenaltyEvent.WRONG_CARD and a.kind == ActionKind.PLAY and a.card is not None
                and view.phase in (Phase.TURN, Phase.DRAWN) and a.card in view.hand
                and not e.playable(a.card, view.top, view.color, view.hand, view.players)):
            return PenaltyEvent.WRONG_CARD.value
        return None

    def refused_play(self, e: Acting, t: Turn, s: Any, card: Card, a: Any) -> bool:
        """A wrong card is taken back and penalised, not refused; the turn ends where the
        penalty says so."""
        if self.event != PenaltyEvent.WRONG_CARD:
            return False
        e.run_effects(t, e.rules.penalty_of[self.event], a.player)
        if t.turn_ends:
            t.begin_turn(t.seat_after(a.player))
        return True

    # --- the verifier's part: refused_play, over the symbolic table ---------------
    # Which card is wrong is not in the model's counts: one transition stands for any card
    # the player to act may not play (the engine check reads it off the concrete card).
    symbolic_at: ClassVar[int] = 40  # after the UNO calls

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        if self.event != PenaltyEvent.WRONG_CARD:
            return ()  # a missed or a false call is the UNO clause's
        return (SymAction("play a wrong card (penalty)", PenaltyEvent.WRONG_CARD.value, _wrong_card),)

    kernel_reads: ClassVar[tuple[str, ...]] = ("penalty_of",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_MISSED_UNO", "F_FALSE_UNO")

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        # A missed call always has a list (empty: it costs nothing); a false call -1 when
        # the variant has no such penalty.
        missed = k.effects(rules.penalty_of.get(PenaltyEvent.MISSED_UNO, ()))
        false = rules.penalty_of.get(PenaltyEvent.FALSE_UNO)
        return missed, -1 if false is None else k.effects(false)

    tells: ClassVar[tuple[str, ...]] = ("penalties",)
    told_at: ClassVar[int] = 160

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        for event in sorted(set(r.penalty_of) | set(p.penalty_of)):
            a, b = r.penalty_of.get(event), p.penalty_of.get(event)
            label = w.esc(_("Penalty, {event}", event=_(EVENTS[event]) if event in EVENTS else event))
            place = f"penalty {event}"
            if b is None and a is not None:
                w.say(cls.tells, _("**{what}** (new): {new}", what=label, new=after_label(w.sentence(a, place))))
            elif a is None and b is not None:
                w.say(cls.tells, _("**{what}**: no more.", what=label))
            elif a != b and a is not None and b is not None:
                w.now(cls.tells, label, w.sentence(a, place), w.sentence(b, place))


def _wrong_card(m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
    """PenaltyClause.refused_play: the player to act, in their turn or after a draw, puts
    down a card that may not be played and pays for it; the turn ends where the penalty
    says so."""
    ph = m.phases
    g += [z.player == z.to_act, z.z3.Or(z.phase == ph[Phase.TURN], z.phase == ph[Phase.DRAWN])]
    m.reset_outcome(z)
    m.run(z, m.rules.penalty_of[PenaltyEvent.WRONG_CARD])
    ended = z.fork()
    m.begin_turn(ended, z.seat_after(z.player))
    z.merge(z.turn_ends, ended)
    return {}
