"""``uno: ...``: calling UNO at one card, and catching a missed call."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from attrs import frozen

from unorules.cards import Card
from unorules.errors import IllegalAction
from unorules.i18n import _
from unorules.ir.mechanic import Clause, Compiling, SymAction
from unorules.ir.readers import Acting, Changes, Listing, Lowering, SymModel, SymTable, Turn
from unorules.ir.vocab import IN_TURN, ActionKind, PenaltyEvent, Phase


@frozen(kw_only=True)
class UnoClause(Clause):
    """A player going down to one card calls UNO; until the next player acts, any other
    player may catch one who has not."""

    kind: ClassVar[str] = "uno"
    phrase: ClassVar[str] = '"uno" ":" "call" "at" "one" "card" "," "catch" "before" "the" "next" "player" "acts"'
    key_phrase: ClassVar[str] = '"uno"'
    example: ClassVar[str] = "uno: call at one card, catch before the next player acts"

    stage: ClassVar[int] = 4

    @classmethod
    def compile(cls, clauses: list[UnoClause], c: Compiling) -> dict[str, Any]:
        penalties = dict(c.fields["penalties"])
        if clauses and "missed_uno" not in penalties:
            raise c.error(clauses[0], "calling UNO needs a penalty for a missed call",
                          expected="a clause such as 'penalty missed_uno: target draws 2'")
        missed, false = c.clause("penalty missed_uno"), c.clause("penalty false_uno")
        if not clauses and missed is not None:
            raise c.error(missed, "a missed-UNO penalty needs the 'uno:' clause that opens the catch window")
        if not clauses and false is not None:
            raise c.error(false, "a false-UNO penalty needs the 'uno:' clause: without calls there is no false one")
        return {"uno": bool(clauses), "mechanics": tuple(clauses[:1])}

    # --- the engine's part (the penalties are the rules' ``penalty_of``) ---------------
    actions: ClassVar[frozenset[str]] = frozenset({"uno", "catch"})
    listed: ClassVar[int] = 0  # calls and catches are listed first of the out-of-turn actions
    refusals: ClassVar[Mapping[str, str]] = {
        "uno": "only a player who has just gone down to one card calls UNO",
        "catch": "nobody can be caught: no player with one card has failed to call UNO while the window is open",
    }

    def laid(self, t: Turn, s: Any, card: Card, player: int) -> None:
        """A player who goes down to one card is at risk until they call."""
        if len(t.hands[player]) == 1:
            t.uno_at_risk = player
        elif t.uno_at_risk == player:
            t.uno_at_risk = None

    def before_action(self, t: Turn, s: Any, a: Any) -> None:
        """The next player's first action closes the catch window; a player at risk who draws
        is no longer at risk."""
        if a.kind in IN_TURN and (a.player != t.uno_at_risk or a.kind == ActionKind.DRAW):
            t.uno_at_risk = None

    def out_of_turn(self, e: Listing, s: Any, tables: bool) -> list[Any]:
        """The call and the catch of the player at risk; a false call, where it costs."""
        risk = s.uno_at_risk
        false = PenaltyEvent.FALSE_UNO in e.rules.penalty_of
        if risk is None and not false:
            return []  # the common case, asked at every step of a variant with reports
        out: list[Any] = []
        if risk is not None and len(s.hands[risk]) == 1:
            out.append(e.act("uno", risk))
            out.append(e.act("catch", (risk + 1) % s.players, target=risk))
        if false and s.phase == Phase.TURN and len(s.hands[s.to_act]) >= 2:
            out.append(e.act("uno", s.to_act))  # a false call: the penalty applies
        return out

    def seat_extras(self, e: Listing, s: Any, seat: int) -> list[Any]:
        """Any other seat may catch the player at risk (the table lists the next one's catch)."""
        risk = s.uno_at_risk
        if risk is not None and risk != seat and len(s.hands[risk]) == 1:
            return [e.act("catch", seat, target=risk)]
        return []

    def penalty_for(self, e: Listing, view: Any, a: Any) -> str | None:
        """A call of UNO by a player not at risk, in their turn, with two cards or more."""
        if a.kind != ActionKind.UNO or PenaltyEvent.FALSE_UNO not in e.rules.penalty_of:
            return None
        at_risk = view.uno_at_risk == a.player and len(view.hand) == 1
        return None if at_risk or view.phase != Phase.TURN or len(view.hand) < 2 else PenaltyEvent.FALSE_UNO.value

    def act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        if a.kind == ActionKind.UNO:
            self.call(e, t, s, a)
        else:
            self.catch(e, t, s, a)

    def call(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        if s.uno_at_risk == a.player and len(s.hands[a.player]) == 1:
            t.uno_at_risk = None
            return
        false = e.rules.penalty_of.get(PenaltyEvent.FALSE_UNO)
        if false is not None and is_false_uno(s, a.player):
            e.run_effects(t, false, a.player)
            return
        raise IllegalAction(self.refusals["uno"]
                            + ("; a false call is the player to act's, in their turn, with two cards or more"
                               if false is not None else ""), a)

    def catch(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        tg = a.target
        if tg is None or tg != s.uno_at_risk or len(s.hands[tg]) != 1:
            raise IllegalAction(self.refusals["catch"], a)
        if tg == a.player:
            raise IllegalAction("a player cannot catch themselves", a)
        t.uno_at_risk = None
        e.run_effects(t, e.rules.penalty_of[PenaltyEvent.MISSED_UNO], a.player, tg)
        t.forget_lost_drawn()

    # --- the verifier's part: catch and a false call, over the symbolic table -------
    # Who is at risk is not in the model's counts: a catch of any player holding one card
    # is a transition, as the engine's catch of the one who has not called.
    symbolic_at: ClassVar[int] = 30  # after the answers to a card

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        out = [SymAction("catch a missed UNO", ActionKind.CATCH.value, _caught, target=True)]
        if PenaltyEvent.FALSE_UNO in rules.penalty_of:
            out.append(SymAction("call UNO falsely (penalty)", PenaltyEvent.FALSE_UNO.value, _called_falsely))
        return tuple(out)

    kernel_reads: ClassVar[tuple[str, ...]] = ("uno",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_UNO",)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (int(rules.uno),)

    tells: ClassVar[tuple[str, ...]] = ("uno",)
    told_at: ClassVar[int] = 150

    @classmethod
    def changes(cls, w: Changes) -> None:
        if w.rules.uno != w.parent.uno:
            w.say(cls.tells, w.esc(_("Calling UNO is now required.") if w.rules.uno
                                   else _("Calling UNO is no longer required.")))


def is_false_uno(s: Any, player: int) -> bool:
    """A call of UNO the 'penalty false_uno' clause punishes: the player to act, in their
    turn, holding two cards or more."""
    return bool(player == s.to_act and s.phase == Phase.TURN and len(s.hands[player]) >= 2)


def _caught(m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
    """UnoClause.catch: ``z.player`` catches ``z.target``, who holds one card, out of turn
    but never once the round is over (then only the next round is offered); the
    missed-UNO penalty runs."""
    g += [z.phase < m.phases[Phase.ROUND_OVER], m.seat(z, z.player), m.seat(z, z.target),
          z.player != z.target, z.hand(z.target) == 1]
    m.run(z, m.rules.penalty_of[PenaltyEvent.MISSED_UNO])
    return {}


def _called_falsely(m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
    """UnoClause.call of a false call (is_false_uno): the player to act, in their turn,
    holding two cards or more; the false-UNO penalty runs."""
    g += [z.player == z.to_act, z.phase == m.phases[Phase.TURN], z.hand(z.player) >= 2]
    m.reset_outcome(z)
    m.run(z, m.rules.penalty_of[PenaltyEvent.FALSE_UNO])
    return {}
