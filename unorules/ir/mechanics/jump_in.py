"""``jump in: CONDITION``: playing out of turn."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.cards import Card
from unorules.errors import IllegalAction
from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Changes, Listing, Lowering, Phrasing, SymModel, SymTable
from unorules.ir.vocab import ActionKind, Phase

_ALLOWED = "jump-in table"  # the memo's key: (the condition, (top, colour) -> the cards it allows)


@frozen(kw_only=True)
class JumpInClause(Clause):
    """Any player may play out of turn a card that meets the condition against the top card
    (an identical card, say); play goes on from them."""

    kind: ClassVar[str] = "jump_in"
    phrase: ClassVar[str] = '"jump" "in" ":" cond'
    key_phrase: ClassVar[str] = '"jump" "in"'
    example: ClassVar[str] = "jump in: identical card"
    cond: Cond

    @property
    def key(self) -> str:
        return "jump in"

    stage: ClassVar[int] = 6

    @classmethod
    def compile(cls, clauses: list[JumpInClause], c: Compiling) -> dict[str, Any]:
        for cl in clauses:
            c.check_cond(cl, "jump in", cl.cond)
        return {"jump_in": clauses[0].cond if clauses else None, "mechanics": tuple(clauses[:1])}

    # --- the engine's part ---------------------------------------------------------
    listed: ClassVar[int] = 3  # after UNO calls, catches and reports

    def out_of_turn(self, e: Listing, s: Any, tables: bool) -> list[Any]:
        """While a turn is being played, every other player may play a card that meets the
        condition against the top card and is playable. With ``tables``, a local condition's
        cards are read from the engine's table per (top, colour), intersected with each hand."""
        if s.phase != Phase.TURN:
            return []
        out: list[Any] = []
        top, n, cond = s.discard_pile[-1], s.players, self.cond
        quick: frozenset[Card] | None = None
        if tables and cond.local:
            # The table by (top, colour) alone (a variant has one jump-in condition): asked
            # at every step, the engine's table by (condition, top, colour) hashed the
            # condition each time.
            mine = e.rules.memo.get(_ALLOWED)
            if mine is None or mine[0] is not cond:
                mine = e.rules.memo[_ALLOWED] = (cond, {})
            quick = mine[1].get((top, s.color))
            if quick is None:
                quick = mine[1][(top, s.color)] = e.allowed_on(cond, top, s.color)
        slow = e.slow_kinds
        for seat in range(n):
            if seat == s.to_act:
                continue
            hand = s.hands[seat]
            if quick is None:
                cards = {c for c in hand if cond.holds(e.card_probe(c, top, s.color, n))
                         and e.playable(c, top, s.color, hand, n)}
            else:
                cards = set(quick.intersection(hand))
                if slow:  # playability that needs the hand: asked card by card
                    cards.update(c for c in hand if c.kind in slow and cond.holds(e.card_probe(c, top, s.color, n))
                                 and e.playable(c, top, s.color, hand, n))
            if not cards:
                continue
            for card in e.in_order(list(cards)) if len(cards) > 1 else cards:
                out.extend(e.plays(n, seat, card))
        return out

    def takes_out_of_turn(self, s: Any, a: Any) -> bool:
        return bool(a.kind == ActionKind.PLAY and s.phase == Phase.TURN)

    def check_out_of_turn(self, e: Listing, s: Any, card: Card, a: Any) -> None:
        top = s.discard_pile[-1]
        if not self.cond.holds(e.card_probe(card, top, s.color, s.players)):
            raise IllegalAction(f"{card} may not jump in on {top}: jumping in needs {self.cond.english()}", a)

    def symbolic_check_out_of_turn(self, m: SymModel, z: SymTable, kind: Any, colour: Any) -> list[Any]:
        """check_out_of_turn for the model: out of turn, while a turn is being played, a card
        that meets the jump-in condition against the top card alone."""
        return [z.phase == m.phases[Phase.TURN], self.cond.symbolic(m.card_probe(z, kind, colour))]

    # --- the rule book's part --------------------------------------------------------
    @classmethod
    def sentence(cls, w: Phrasing) -> str:
        """The turn section's words for playing out of turn under ``w.rules`` ("" when nobody may)."""
        if w.rules.jump_in is None:
            return ""
        return _("Out of turn, any player may play a card that may be played on the top card {when}. Play then "
                 "goes on from the player who jumped in.", when=w.when(w.rules.jump_in))

    kernel_reads: ClassVar[tuple[str, ...]] = ("jump_in",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_JUMP_IN",)

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return (k.cond(rules.jump_in),)

    tells: ClassVar[tuple[str, ...]] = ("jump_in",)
    told_at: ClassVar[int] = 210

    @classmethod
    def changes(cls, w: Changes) -> None:
        r = w.rules
        if r.jump_in != w.parent.jump_in:
            w.say(cls.tells, w.esc(_("Jumping in is allowed {when}.", when=w.when(r.jump_in)) if r.jump_in is not None
                                   else _("Jumping in is no longer allowed.")))
