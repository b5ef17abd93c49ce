"""``together CARDS: CONDITION``: cards played together in one turn."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs
from attrs import frozen

from unorules.cards import Card
from unorules.errors import IllegalAction
from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect
from unorules.ir.effects.draw import Draw
from unorules.ir.effects.lose_turn import LoseTurn
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Acting, Changes, Listing, Lowering, Phrasing, SymModel, SymTable, Turn
from unorules.ir.selector import Selector
from unorules.ir.subjects import Subject
from unorules.ir.vocab import Phase


def together_key(selector: Selector | str) -> str:
    return f"together {selector}"


def adds_up(e: Effect) -> bool:
    """An effect that may be laid again with the card: a draw adds its cards, and the
    next player's lost turn is the one turn the cards laid together cost them."""
    return e.is_noop or type(e) is Draw or (type(e) is LoseTurn and e.who == Subject.NEXT)


@frozen(kw_only=True)
class TogetherClause(Clause):
    """``together <cards>: <condition>``: after playing such a card, the player may
    add more of them, one at a time, each meeting the condition against the card just
    laid; the last one's colour counts. A card laid together does what it does when
    played, so draws add up ('together draw_two: same face': two Draw Twos, the next
    draws 4); the turn passes once, after the last card laid, and the next player loses
    it once, however many cards said so."""

    kind: ClassVar[str] = "together"
    phrase: ClassVar[str] = '"together" selector ":" cond'
    key_phrase: ClassVar[str] = '"together" selector'
    example: ClassVar[str] = "together number cards: same face"
    selector: Selector
    cond: Cond
    kinds: tuple[str, ...] = ()  # the kinds it covers, in the deck's order (the compiler fills it in)
    lost: tuple[str, ...] = ()  # of those, the kinds whose card makes the next player lose the turn

    @property
    def key(self) -> str:
        return together_key(self.selector)

    kernel_reads: ClassVar[tuple[str, ...]] = ("together", "together_kinds")
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_TOGETHER",)
    kernel_tables: ClassVar[tuple[str, ...]] = ("together",)

    @classmethod
    def lowered_tables(cls, rules: Any) -> tuple[list[int], ...]:
        return ([int(k.name in rules.together_kinds) for k in rules.kinds],)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (k.cond(rules.together),)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        busy = [k for k in sorted(rules.together_kinds) if any(not e.is_noop for e in rules.on_of.get(k, ()))]
        if busy:
            return (f"the kernel refuses cards with effects played together ({', '.join(busy)}): its pass after "
                    "them hands the turn to the next seat, with no lost turn; play this variant with the "
                    "Python engine")
        return ""

    stage: ClassVar[int] = 7

    @classmethod
    def compile(cls, clauses: list[TogetherClause], c: Compiling) -> dict[str, Any]:
        """Which kinds, and what each added card must meet."""
        if not clauses:
            return {"together": None, "together_kinds": frozenset()}
        if len(clauses) > 1:
            raise c.error(clauses[1], f"only one 'together' clause is allowed ('{clauses[0].key}' is another)",
                          hint=f"remove one, or write 'without {clauses[0].key}' to drop the parent's")
        cl = clauses[0]
        c.check_cond(cl, "play", cl.cond)
        names = c.covered(cl, cl.selector)
        effects = dict(c.fields["on"])
        for name in names:
            busy = [e for e in effects.get(name, ()) if not adds_up(e)]
            if busy:
                raise c.error(cl, f"card {name} does something when played "
                                  f"({', '.join(e.english() for e in busy)}), so it "
                                  "cannot be played together with others: only draws and the next player's "
                                  "lost turn are said to add up",
                              hint="name cards that do nothing, or only make players draw and the next "
                                   "lose the turn, as in 'together number cards: same face' or "
                                   "'together draw_two: same face'")
        if not names:
            raise c.error(cl, f"no card is covered by '{cl.selector}'",
                          hint="name cards, as in 'together 1 to 9: same face'")
        order = [k.name for k in c.kinds]
        kinds = tuple(sorted(set(names), key=order.index))
        lost = tuple(k for k in kinds if any(type(e) is LoseTurn for e in effects.get(k, ())))
        kept = attrs.evolve(cl, kinds=kinds, lost=lost)
        return {"together": cl.cond, "together_kinds": frozenset(names), "mechanics": (kept,)}

    # --- the engine's part ---------------------------------------------------------
    phases: ClassVar[Mapping[str, str]] = {Phase.TOGETHER: "add a card to those played together, or pass"}
    passes_after: ClassVar[str] = "after playing cards together"

    def addable(self, e: Listing, card: Card, top: Card, color: str | None, hand: Sequence[Card],
                players: int) -> bool:
        """May ``card`` (in ``hand``) be added to the cards just played together, ``top`` the last?"""
        return card.kind in self.kinds and self.cond.holds(e.hand_probe(card, top, color, hand, players))

    def after_play(self, e: Listing, t: Turn, s: Any, card: Card, player: int) -> bool:
        """After such a card the turn stays with the player while they hold one to add."""
        hand = t.hands[player]
        if card.kind in self.kinds and s.phase in (Phase.TURN, Phase.DRAWN, Phase.TOGETHER) and any(
            self.addable(e, c, card, t.color, hand, s.players) for c in set(hand)
        ):
            t.phase, t.to_act = Phase.TOGETHER, player
            return True
        return False

    # --- on the fast paths: a local condition is read from the engine's table --------
    def fast_adds(self, e: Listing, top: Card, color: str | None, hand: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` that may be added on ``top``: ``addable`` for a local
        condition, read from the engine's table."""
        kinds = self.kinds
        return [c for c in e.meeting(self.cond, top, color).intersection(hand) if c.kind in kinds]

    def fast_after_play(self, e: Listing, s: Any, d: dict[str, Any], card: Card, player: int) -> bool | None:
        if card.kind not in self.kinds or s.phase not in (Phase.TURN, Phase.DRAWN, Phase.TOGETHER):
            return False
        if not self.cond.local:
            return None  # a condition on the hand: the reference path's
        if not self.fast_adds(e, card, d["color"], d["hands"][player]):
            return False
        d["phase"], d["to_act"] = Phase.TOGETHER, player
        return True

    def fast_phase_actions(self, e: Listing, s: Any) -> list[Any] | None:
        if not self.cond.local:
            return None
        p = s.to_act
        out: list[Any] = []
        for card in e.in_order(self.fast_adds(e, s.discard_pile[-1], s.color, s.hands[p])):
            out.extend(e.plays(s.players, p, card))
        out.append(e.act("pass", p))
        return out

    def fast_phase_play(self, e: Listing, s: Any, card: Card) -> bool:
        return self.cond.local and bool(self.fast_adds(e, s.discard_pile[-1], s.color, (card,)))

    def fast_phase_pass(self, e: Listing, s: Any) -> bool:
        # No more cards added: the next player's turn, as phase_pass; a lost turn is the reference path's.
        return not self.lost_turns(s.discard_pile[-1])

    def phase_actions(self, e: Listing, s: Any) -> list[Any]:
        p = s.to_act
        hand, top = s.hands[p], s.discard_pile[-1]
        out: list[Any] = []
        for card in e.in_order(hand):
            if self.addable(e, card, top, s.color, hand, s.players):
                out.extend(e.plays(s.players, p, card))
        out.append(e.act("pass", p))
        return out

    def phase_play(self, e: Listing, s: Any, card: Card, a: Any) -> bool:
        if not self.addable(e, card, s.discard_pile[-1], s.color, s.hands[a.player], s.players):
            raise IllegalAction(f"{card} cannot be added to the cards played together: an added card is "
                                f"one of {', '.join(self.kinds)} and {self.cond.english()}; or pass", a)
        return True

    phase_takes: ClassVar[frozenset[str]] = frozenset({"pass"})

    def lost_turns(self, top: Card) -> int:
        """How many players the pass after the cards laid together passes over: the last
        card laid (the top) makes the next lose the turn, once, or nobody."""
        return int(top.kind in self.lost)

    def symbolic_lost_turns(self, z3: Any, top_kind: Any, kind_index: Any) -> Any:
        """lost_turns for the verifier's model, beside the engine's: ``top_kind`` is the Z3
        term of the top card's kind, ``kind_index`` the model's numbering of the kinds."""
        return z3.If(z3.Or(False, *(top_kind == kind_index[k] for k in self.lost)), 1, 0)

    symbolic_way: ClassVar[str] = "add"

    def symbolic_phase_cards(self, rules: Any) -> tuple[str, ...]:
        return self.kinds

    def symbolic_phase_play(self, m: SymModel, z: SymTable, kind: str, probe: Any) -> tuple[list[Any], Any]:
        """phase_play for the model: a card added in this kind's phase, meeting the condition
        (not its own play rule) against the card just laid. The phase is entered on a card
        just laid, a selected one (a card that does nothing, so never a Wild), whose colour
        is then the active one."""
        z3, index = z.z3, m.shape.kind_index
        guards = [z.phase == m.phases[Phase.TOGETHER], z3.Or(*(z.top_kind == index[k] for k in sorted(self.kinds))),
                  z.colour == z.top_colour]
        return guards, self.cond.symbolic(probe)

    def symbolic_after_play(self, m: SymModel, z: SymTable, kind: str, v: dict[str, Any]
                            ) -> tuple[Any, SymTable] | None:
        """after_play for the model: while the hand holds a card that may be added (an input,
        read off the concrete hand), the player keeps the turn to add it or pass."""
        if kind not in self.kinds:
            return None
        more = m.input_bool(v, "can_add")
        adds = z.fork()
        adds.phase, adds.to_act = z.z3.IntVal(m.phases[Phase.TOGETHER]), z.player
        return more, adds

    def symbolic_pass(self, m: SymModel, z: SymTable) -> Any:
        """phase_act's pass for the verifier's model: once after the last card laid, and
        once more where it makes the next player lose the turn."""
        if not self.lost:
            return z.z3.IntVal(1)
        return 1 + self.symbolic_lost_turns(z.z3, z.top_kind, m.shape.kind_index)

    def phase_act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        # No more cards added: the turn passes, once, after the last card laid. Its own
        # effects ran when it was laid, but the turn stayed while another could be added.
        t.begin_turn(t.seat_after(a.player, 1 + self.lost_turns(s.discard_pile[-1])))

    # --- the rule book's part --------------------------------------------------------
    @classmethod
    def sentence(cls, w: Phrasing) -> str:
        """The rule book's words for the cards ``w.rules`` lets a player lay together: how
        each is accepted, and what the cards laid do ("" when none may be)."""
        r = w.rules
        if r.together is None:
            return ""
        if any(not e.is_noop for k in r.together_kinds for e in r.on_of.get(k, ())):
            # Each card's effects as it is laid, the turn passing once (phase_act).
            return _("A player who plays one of the {cards} may add more of them, one at a time, each one "
                     "accepted {when}, where the top card is the card laid just before it; the colour of the "
                     "last card counts. Each card does what it does as it is laid, so the cards players must "
                     "draw add up. The player may stop after any card (pass); the turn then passes once, and "
                     "the next player loses it once if the cards laid say so, however many do.",
                     cards=w.cards(r.together_kinds), when=w.when(r.together))
        return _("A player who plays one of the {cards} may add more of them, one at a time, each one "
                 "accepted {when}, where the top card is the card laid just before it; the colour of the "
                 "last card counts. The player may stop after any card (pass), and then the next player's "
                 "turn begins.", cards=w.cards(r.together_kinds), when=w.when(r.together))

    tells: ClassVar[tuple[str, ...]] = ("together", "together_kinds")
    told_at: ClassVar[int] = 220

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        if r.together != p.together or r.together_kinds != p.together_kinds:
            w.say(cls.tells, w.esc(cls.sentence(w)) if r.together is not None
                  else w.esc(_("Cards are no longer played together.")))
