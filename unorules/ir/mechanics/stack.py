"""``stack CARD on CARD``: answering a pending draw with another card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.cards import Card
from unorules.errors import IllegalAction
from unorules.i18n import _, join_and
from unorules.ir.effects.base import flat
from unorules.ir.mechanic import Clause, Compiling, SymAction
from unorules.ir.readers import Acting, Changes, Listing, Phrasing, SymModel, SymTable, Turn
from unorules.ir.vocab import Phase


@frozen(kw_only=True)
class StackClause(Clause):
    """While the draw a card passed on is pending, another card may answer it."""

    kind: ClassVar[str] = "stack"
    phrase: ClassVar[str] = '"stack" kind "on" kind'
    key_phrase: ClassVar[str] = '"stack" kind "on" kind'
    example: ClassVar[str] = "stack draw_two on draw_two"
    card: str = ""
    on: str = ""

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        return f"stack {values[0]} on {values[1]}"

    @property
    def key(self) -> str:
        return f"stack {self.card} on {self.on}"

    stage: ClassVar[int] = 5  # after the challenges, whose outcomes may pass a draw on

    @classmethod
    def compile(cls, clauses: list[StackClause], c: Compiling) -> dict[str, Any]:
        """``stack A on B``: while the draw B passed on is pending, A may answer it. B must
        pass a draw on (in its 'on' clause or a challenge outcome), or itself answer one (a
        Reverse that bounced the total back); A need not add to the total."""
        on = dict(c.fields["on"])
        passes = {k for k, effs in on.items() if any(e.passes_draw for e in flat(effs))}
        for ch in c.fields["challenges"]:
            if any(e.passes_draw for effs in (ch.accepted, ch.guilty, ch.innocent) for e in flat(effs)):
                passes.add(ch.kind)
        pairs = [(cl, c.known(cl, cl.card), c.known(cl, cl.on)) for cl in clauses]
        answers = {card for _, card, _ in pairs}
        if pairs and not passes:
            cl = pairs[0][0]
            raise c.error(cl, "no card passes a draw on, so nothing can be stacked",
                          hint=f"give a card a stackable draw: 'on {pairs[0][2]}: next draws 2 or stacks'")
        for cl, _card, under in pairs:
            if under not in passes and under not in answers:
                raise c.error(cl, f"{under} neither passes a draw on nor answers one, so no draw is ever "
                                  f"pending on it and nothing can be stacked on it",
                              hint=f"give it a stackable draw: 'on {under}: next draws 2 or stacks'")
        # A draw passed on is answered in this kind's phase, with or without cards that
        # may be stacked on it (then only by drawing the total).
        part = (clauses[0],) if clauses else (StackClause(line=0, column=0),) if passes else ()
        return {"stacks": tuple((card, under) for _, card, under in pairs), "mechanics": part}

    # --- the engine's part (one for all the variant's stacks: the rules' ``stack_on``) --
    phases: ClassVar[Mapping[str, str]] = {Phase.STACK: "stack a card or accept the draw"}
    phase_takes: ClassVar[frozenset[str]] = frozenset({"accept"})
    listed: ClassVar[int] = 1  # a challenge is answered before a draw passed on with it

    def phase_actions(self, e: Listing, s: Any) -> list[Any]:
        """The cards that may be stacked on the top card and are playable, then accepting."""
        p = s.to_act
        hand, top = s.hands[p], s.discard_pile[-1]
        allowed = e.rules.stack_on.get(top.kind, frozenset())
        out: list[Any] = []
        for card in e.in_order(hand):
            if card.kind in allowed and e.playable(card, top, s.color, hand, s.players):
                out.extend(e.plays(s.players, p, card))
        out.append(e.act("accept", p))
        return out

    def fast_phase_actions(self, e: Listing, s: Any) -> list[Any] | None:
        """``phase_actions`` by the engine's tables: the cards playable on the top card, and
        those whose playability needs the hand asked one by one."""
        p = s.to_act
        hand, top = s.hands[p], s.discard_pile[-1]
        allowed = e.rules.stack_on.get(top.kind, frozenset())
        cards = [c for c in e.playable_on(top, s.color).intersection(hand) if c.kind in allowed]
        slow = e.slow_kinds
        if slow:
            cards.extend(c for c in set(hand) if c.kind in slow and c.kind in allowed
                         and e.playable(c, top, s.color, hand, s.players))
        out = [a for c in e.in_order(cards) for a in e.plays(s.players, p, c)]
        out.append(e.act("accept", p))
        return out

    def phase_play(self, e: Listing, s: Any, card: Card, a: Any) -> bool:
        top = s.discard_pile[-1]
        if card.kind not in e.rules.stack_on.get(top.kind, ()):
            raise IllegalAction(f"{card} cannot be stacked on {top}: draw the {s.pending_draw} cards "
                                "with 'accept' or stack a card the rules allow", a)
        # A stacked card is still played by its own rules: its colour or face, and a
        # restriction no challenge polices (a Draw Four's colour rule).
        hand = s.hands[a.player]
        if not e.playable(card, top, s.color, hand, s.players):
            raise IllegalAction(e.unplayable(card, s, hand) + "; stacked on a pending draw "
                                "too, a card follows its own rules", a)
        return True

    def phase_act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        """Accepting draws the whole total and loses the turn."""
        t.draw_cards(a.player, s.pending_draw)
        t.pending_draw = 0
        t.begin_turn(t.seat_after(a.player))

    def after_effects(self, e: Acting, t: Turn, s: Any, card: Card, player: int, final: bool) -> None:
        if not final and s.phase == Phase.STACK and not t.stack_open and t.chooser is None:
            if not t.challenge_open:
                # A card stacked on a pending draw that adds nothing to it (a Reverse, say)
                # passes the total on as it is: the next player in the direction of play answers.
                t.stack_open = True
            # A challengeable card keeps the total pending: the outcome decides (an outcome
            # with 'draws N or stacks' adds to it; any other ends the stack).
        elif not t.stack_open:
            t.pending_draw = 0  # a card that does not pass the total on ends the stack

    def awaits(self, t: Turn, player: int) -> bool:
        """A draw passed on: the next player stacks on it or draws the total."""
        if t.stack_open:
            t.phase, t.to_act = Phase.STACK, t.seat_after(player)
            return True
        return False

    # --- the rule book's part --------------------------------------------------------
    @classmethod
    def said(cls, w: Phrasing) -> tuple[str, str]:
        """The turn section's bold label and sentence for what ``w.rules`` lets be stacked
        (or that nothing may be)."""
        r = w.rules
        if not r.stacks:
            return _("No stacking."), _("A player who must draw cannot pass the draw on by playing another card.")
        pairs = [_("{card} on {other}", card=w.card(a), other=w.card(b)) for a, b in r.stacks]
        return _("Stacking."), _("A player who must draw the cards of a pending draw may answer it with a card "
                                 "stacked on it instead, passing the growing total on to the next player. "
                                 "Allowed: {pairs}.", pairs=join_and(pairs))

    @classmethod
    def keys(cls, rules: Any) -> tuple[str, ...]:
        """The keys of the clauses ``rules`` stacks by, in their order (their notes go with
        the sentence)."""
        return tuple(f"stack {card} on {on}" for card, on in rules.stacks)

    # --- the verifier's part: accepting, over the symbolic table -------------------
    symbolic_at: ClassVar[int] = 20  # after a challenge's outcomes

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        """Accepting the total (phase_act); a card stacked is a play in the phase (below)."""
        return (SymAction("accept the stacked draw", "stack_accept", _accepted),)

    symbolic_way: ClassVar[str] = "stack"

    def symbolic_phase_cards(self, rules: Any) -> tuple[str, ...]:
        return tuple(sorted({card for card, _ in rules.stacks}))

    def symbolic_phase_play(self, m: SymModel, z: SymTable, kind: str, probe: Any) -> tuple[list[Any], Any]:
        """phase_play for the model: only on a top card the rules let ``kind`` be stacked on,
        and by the card's own rules still."""
        index = m.shape.kind_index
        under = [b for b, cards in m.rules.stack_on.items() if kind in cards]
        on = z.z3.Or(*(z.top_kind == index[b] for b in under)) if under else z.z3.BoolVal(False)
        return [z.phase == m.phases[Phase.STACK], on], m.legal(kind, probe)

    def symbolic_after_effects(self, m: SymModel, z: SymTable, way: str, final: bool) -> None:
        """after_effects for the model: a card stacked that adds nothing passes the total on
        (a challengeable one keeps it pending for the outcome); any other card that does not
        pass it on ends the stack."""
        z3 = z.z3
        if way == self.symbolic_way and not final:
            quiet = z3.And(z3.Not(z.stack_open), z3.Not(z.chooser_set))
            z.pending = z3.If(z3.Or(z.stack_open, quiet), z.pending, 0)
            z.stack_open = z3.Or(z.stack_open, z3.And(quiet, z3.Not(z.challenge_open)))
        else:
            z.pending = z3.If(z.stack_open, z.pending, 0)

    kernel_reads: ClassVar[tuple[str, ...]] = ("stack_on",)
    kernel_tables: ClassVar[tuple[str, ...]] = ("stack_ok",)

    @classmethod
    def lowered_tables(cls, rules: Any) -> tuple[list[int], ...]:
        """stack_ok: kinds x kinds, 1 where the card's kind may be stacked on the top's."""
        ids = {k.name: i for i, k in enumerate(rules.kinds)}
        n = len(ids)
        ok = [0] * (n * n)
        for top, allowed in rules.stack_on.items():
            for card in allowed:
                ok[ids[top] * n + ids[card]] = 1
        return (ok,)

    tells: ClassVar[tuple[str, ...]] = ("stacks",)
    told_at: ClassVar[int] = 200

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        for card, on in r.stacks:
            if (card, on) not in p.stacks:
                w.say(cls.tells, w.esc(_("A {card} may be stacked on a {other}.", card=w.card(card), other=w.card(on))))
        for card, on in p.stacks:
            if (card, on) not in r.stacks:
                w.say(cls.tells, w.esc(_("A {card} may no longer be stacked on a {other}.", card=w.card(card),
                                         other=w.card(on))))


def _accepted(m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
    """StackClause.phase_act: the player to answer draws the whole total and loses the turn."""
    g += [z.phase == m.phases[Phase.STACK], z.player == z.to_act]
    z.draw_cards(z.player, z.pending)
    z.pending = z.z3.IntVal(0)
    m.begin_turn(z, z.seat_after(z.player))
    return {}
