"""``draw: ...``: what a player may and must do about drawing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import evolve, frozen

from unorules.cards import Card
from unorules.errors import IllegalAction
from unorules.i18n import _
from unorules.ir.mechanic import Clause, Compiling, Part, SymAction, alt
from unorules.ir.readers import Acting, Changes, Listing, Lowering, SymModel, SymTable, Turn
from unorules.ir.records import DrawRule
from unorules.ir.vocab import ActionKind, DrawAfter, Phase


@frozen(kw_only=True)
class DrawClause(Clause):
    """How a player draws (one card, or until one is playable, or a random number), whether
    a playable drawn card may, must or may not be played (``may not play it``: drawing ends
    the turn), whether drawing is allowed with a playable card in hand, and whether the
    player may go on drawing (``may draw again``: after each card they draw another, play
    any card they may play, the drawn ones or those they held, or pass)."""

    kind: ClassVar[str] = "draw"
    phrase: ClassVar[str] = '"draw" ":" draw_opt ("," draw_opt)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "draw_opt": (
            alt('"one" "card"', until_playable=False),
            alt('"until" "playable"', until_playable=True),
            alt('"may" "play" "it"', after=DrawAfter.MAY),
            alt('"must" "play" "it"', after=DrawAfter.MUST),
            alt('"may" "not" "play" "it"', after=DrawAfter.NEVER),
            alt('"even" "with" "a" "playable" "card"', anytime=True),
            alt('"only" "without" "a" "playable" "card"', anytime=False),
            alt('INT "to" INT "cards" "at" "random"', random=lambda low, high: (int(low), int(high))),
            alt('"may" "draw" "again"', again=True),
        ),
    }
    key_phrase: ClassVar[str] = '"draw"'
    example: ClassVar[str] = "draw: one card, may play it, even with a playable card"
    until_playable: bool = False
    after: DrawAfter = DrawAfter.MAY
    anytime: bool = True
    random: tuple[int, int] | None = None  # LOW to HIGH cards at random, then the turn ends
    again: bool = False  # after drawing the turn stays open: draw again, play or pass

    stage: ClassVar[int] = 14

    @classmethod
    def compile(cls, clauses: list[DrawClause], c: Compiling) -> dict[str, Any]:
        if not clauses:
            # A variant that says nothing draws one card, which it may play: the engine part
            # is this clause's, as written.
            return {"draw": DrawRule(), "mechanics": (DrawClause(line=0, column=0),)}
        cl = clauses[0]
        if cl.again:
            # Each draw is one card, and the turn stays open after it: every other way of
            # drawing decides when the turn ends, or what must be played.
            other = ("'until playable'" if cl.until_playable else
                     f"'{cl.random[0]} to {cl.random[1]} cards at random'" if cl.random is not None else
                     "'must play it'" if cl.after == DrawAfter.MUST else
                     "'may not play it'" if cl.after == DrawAfter.NEVER else "")
            if other:
                raise c.error(cl, f"'may draw again' lets the player draw one card at a time for as long as they "
                                  f"like and then play or pass: {other} decides instead when drawing stops or "
                                  "what is played",
                              hint="write 'draw: one card, may draw again' (with 'may play it', or "
                                   "'only without a playable card' if you like)")
            return {"draw": DrawRule(anytime=cl.anytime, again=True), "mechanics": (cl,)}
        if cl.after == DrawAfter.NEVER:
            if cl.until_playable or cl.random is not None:
                raise c.error(cl, "'may not play it' ends the turn with the one card drawn: there is no "
                                  "drawing until a card may be played, nor a random number, to go with it",
                              hint="write 'draw: one card, may not play it'")
            # A drawn card kept and the turn over is the launcher's press that always shoots
            # out one card: every reader of the draw rule already plays, proves and tells it.
            cl = evolve(cl, after=DrawAfter.MAY, random=(1, 1))
            return {"draw": DrawRule(anytime=cl.anytime, random=cl.random), "mechanics": (cl,)}
        if cl.random is not None:
            low, high = cl.random
            if not 0 <= low < high:
                # Said as the effect 'draws LOW to HIGH at random' says it: what the numbers mean.
                why = f"always draws {low}" if low == high else "counts down"
                fixed = (f"'draw: {high} to {low} cards at random'" if low > high
                         else "e.g. 'draw: 0 to 4 cards at random'")
                raise c.error(cl, f"'{low} to {high} cards at random' {why}: a random draw needs a smaller "
                                  "number first (LOW to HIGH, LOW below HIGH)",
                              expected="LOW to HIGH with LOW smaller than HIGH",
                              hint=f"write {fixed}; for one card that ends the turn, "
                                   "'draw: one card, may not play it'")
            if cl.until_playable or cl.after == DrawAfter.MUST:
                raise c.error(cl, "a random draw ends the turn: the player cannot keep drawing or must "
                                  "play what came out",
                              hint="write 'draw: 0 to 4 cards at random' alone, or with "
                                   "'only without a playable card'")
        return {"draw": DrawRule(until_playable=cl.until_playable, after=cl.after, anytime=cl.anytime,
                                 random=cl.random), "mechanics": (cl,)}

    # --- the engine's part ---------------------------------------------------------
    # Every variant draws: the phase after a draw is this kind's, and so is the draw.
    phases: ClassVar[Mapping[str, str]] = {Phase.DRAWN: "play the drawn card or pass"}
    phase_takes: ClassVar[frozenset[str]] = frozenset({"pass"})
    actions: ClassVar[frozenset[str]] = frozenset({"draw"})
    passes_after: ClassVar[str] = "after drawing"
    turn_words: ClassVar[str] = "draw"
    listed: ClassVar[int] = -1  # drawing is named first where a pass is allowed
    refusals: ClassVar[Mapping[str, str]] = {"pass": "you may pass only {passes}"}

    def in_turn(self, e: Listing, s: Any, plays: list[Any]) -> list[Any]:
        """A draw, always, or only without a playable card."""
        return [e.act("draw", s.to_act)] if self.anytime or not plays else []

    def act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        """One card, or until one is playable, or a random number (then the turn ends). A
        drawn card that cannot be played ends the turn at once; a playable one waits."""
        if s.phase != Phase.TURN and not (self.again and s.phase == Phase.DRAWN):
            raise IllegalAction(f"player {a.player} must {e.need(s)} now", a)
        hand = s.hands[a.player]
        top = s.discard_pile[-1]
        if not self.anytime and any(e.playable(c, top, s.color, hand, s.players) for c in set(hand)):
            raise IllegalAction("the rules allow drawing only without a playable card", a)
        if self.random is not None:
            # A launcher's press: what comes out goes to the hand and the turn ends.
            t.draw_cards(a.player, t.random_count(*self.random))
            t.begin_turn(t.seat_after(a.player))
            return
        drawn: Card | None = None
        while True:
            got = t.draw_cards(a.player, 1)
            if not got:
                break
            drawn = got[0]
            if not self.until_playable or e.honest(drawn, top, t.color, t.hands[a.player], s.players):
                break
        if self.again and drawn is not None:
            # The turn stays open whatever came: the player draws on, plays or passes.
            t.phase = Phase.DRAWN
            t.drawn = drawn
            return
        if drawn is None or not e.playable(drawn, top, t.color, t.hands[a.player], s.players):
            # All three sheets: a drawn card that cannot be played ends the turn at once
            # ("otherwise the next player continues"); there is nothing left to decide.
            t.begin_turn(t.seat_after(a.player))
            return
        t.phase = Phase.DRAWN
        t.drawn = drawn

    def phase_actions(self, e: Listing, s: Any) -> list[Any]:
        """The drawn card's plays, if it is playable; a pass unless it must be played."""
        p, d = s.to_act, s.drawn
        hand, top = s.hands[p], s.discard_pile[-1]
        out: list[Any] = []
        if self.again:
            # As at the start of the turn, with a pass: any card they may play, another draw
            # (unless only a player without a playable card draws), or keeping what they drew.
            for card in e.in_order(hand):
                if e.playable(card, top, s.color, hand, s.players):
                    out.extend(e.plays(s.players, p, card))
            if self.anytime or not out:
                out.append(e.act("draw", p))
            out.append(e.act("pass", p))
            return out
        if d is not None and e.playable(d, top, s.color, hand, s.players):
            out.extend(e.plays(s.players, p, d))
        if d is None or self.after == DrawAfter.MAY or not e.honest(d, top, s.color, hand, s.players):
            out.append(e.act("pass", p))
        return out

    def fast_phase_pass(self, e: Listing, s: Any) -> bool:
        """A pass after drawing, on the fast paths: the next player's turn, unless the
        drawn card must be played (it is playable without a bluff)."""
        d = s.drawn
        if self.after == DrawAfter.MAY or d is None:
            return True
        top, hand = s.discard_pile[-1], s.hands[s.to_act]
        playable = (e.playable(d, top, s.color, hand, s.players) if d.kind in e.slow_kinds
                    else d in e.playable_on(top, s.color))
        return not (playable and e.honest(d, top, s.color, hand, s.players))

    def phase_play(self, e: Listing, s: Any, card: Card, a: Any) -> bool:
        """After drawing, only the drawn card may be played (any card, while drawing may go on)."""
        if self.again:
            return e.playable(card, s.discard_pile[-1], s.color, s.hands[a.player], s.players)
        if card != s.drawn:
            if s.drawn is None:  # both piles were exhausted: there is no drawn card to name
                raise IllegalAction("after drawing, only the drawn card may be played, and nothing "
                                    "could be drawn: pass", a)
            raise IllegalAction(f"after drawing, only the drawn card ({s.drawn}) may be played", a)
        return e.playable(card, s.discard_pile[-1], s.color, s.hands[a.player], s.players)

    def phase_act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        """A pass keeps the drawn card, unless it must be played."""
        d = s.drawn
        if (d is not None and self.after == DrawAfter.MUST
                and e.honest(d, s.discard_pile[-1], s.color, s.hands[a.player], s.players)):
            raise IllegalAction(f"the drawn card {d} is playable and must be played", a)
        t.begin_turn(t.seat_after(a.player))

    def laid(self, t: Turn, s: Any, card: Card, player: int) -> None:
        t.drawn = None  # a card played: nothing drawn waits any more

    # --- the verifier's part: drawing and the pass after it, over the symbolic table --
    symbolic_at: ClassVar[int] = 0  # before the answers to a card

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        return (SymAction("draw", ActionKind.DRAW.value, _drew),)

    def symbolic_pass(self, m: SymModel, z: SymTable) -> Any:
        """phase_act: a pass after drawing hands the turn to the next seat."""
        return z.z3.IntVal(1)

    # --- the rule book's part --------------------------------------------------------
    @classmethod
    def sentences(cls, d: DrawRule) -> list[str]:
        """The rule book's drawing paragraph: who may draw, how many cards, what may be done
        with what was drawn, and that nothing else is played; always four sentences, so
        that "what this variant changes" compares them one by one."""
        # 'one card, may not play it' is compiled to a press that always gives one card
        # (compile): in the book it is drawing from the pile, not a launcher.
        kept = d.random == (1, 1)
        launcher = d.random is not None and not kept
        if launcher:
            who = (_("Instead of playing, a player may draw, even when they hold a card that may be played.")
                   if d.anytime else
                   _("A player who holds no card that may be played draws; a player who holds one must play."))
        else:
            who = (_("Instead of playing, a player may draw from the draw pile, even when they hold a card that "
                     "may be played.")
                   if d.anytime else
                   _("A player who holds no card that may be played draws from the draw pile; a player who holds "
                     "one must play instead."))
        if d.random is not None and launcher:
            low, high = d.random
            many = _("Drawing takes a random number of cards, from {low} to {high}, each number as likely (as a "
                     "card launcher shoots them out); they all go to the player's hand.", low=low, high=high)
        elif d.until_playable:
            many = _("They keep drawing until they draw a card that may be played (or both piles run out).")
        elif d.again:
            many = _("They draw one card at a time, and after each one may draw again, as often as they like.")
        else:
            many = _("They draw one card.")
        if d.again:
            then = _("After any draw they may play a card that may be played, one just drawn or one they held "
                     "before, or keep them all and end their turn; a draw that brings no card ends it.")
        elif kept:
            then = _("Drawing ends the turn: the drawn card may not be played that turn, even if it could be.")
        elif launcher:
            then = _("Drawing ends the turn, even if a card that came out could be played.")
        elif d.after == DrawAfter.MUST:
            then = _("If the drawn card may be played, they must play it at once; otherwise their turn ends.")
        else:
            then = _("If the drawn card may be played, they may play it at once; otherwise, or if they keep it, "
                     "their turn ends.")
        last = (_("They play one card at most that turn.") if d.again else
                _("No other card from their hand may be played that turn."))
        return [who, many, then, last]

    kernel_reads: ClassVar[tuple[str, ...]] = ("draw",)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        # The kernel's phase after a draw holds the drawn card's plays and a pass only.
        if rules.draw.again:
            return ("the kernel refuses the draw option 'may draw again': after a draw its turn offers the drawn "
                    "card and a pass, not another draw nor the rest of the hand")
        return ""

    kernel_flags: ClassVar[tuple[str, ...]] = ("F_DRAW_UNTIL", "F_DRAW_MUST", "F_DRAW_ANYTIME", "F_DRAW_LOW",
                                                 "F_DRAW_HIGH")

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        d = rules.draw
        # F_DRAW_HIGH -1: the usual draw, not a random number of cards.
        low, high = d.random if d.random is not None else (0, -1)
        if d.random is not None and not 0 <= low <= high:
            raise k.refuse(f"the kernel cannot draw {low} to {high} cards at random")
        return int(d.until_playable), int(d.after == DrawAfter.MUST), int(d.anytime), low, high

    tells: ClassVar[tuple[str, ...]] = ("draw",)
    told_at: ClassVar[int] = 130

    @classmethod
    def changes(cls, w: Changes) -> None:
        if w.rules.draw != w.parent.draw:
            differ = [(a, b) for a, b in zip(cls.sentences(w.rules.draw), cls.sentences(w.parent.draw), strict=True)
                      if a != b]
            w.now(cls.tells, w.esc(_("Drawing")), w.esc(" ".join(a for a, _b in differ)),
                  w.esc(" ".join(b for _a, b in differ)))


def _drew(m: SymModel, z: SymTable, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
    """DrawClause.act: the player to act draws in their turn: a random press (a count from
    LOW to HIGH, a choice) ends the turn; else one card, or cards until one is playable,
    and the turn waits for the drawn card where it may be played."""
    z3, d = z.z3, m.rules.draw
    turn = z.phase == m.phases[Phase.TURN]
    # 'may draw again': a draw is also a step of the turn left open after drawing.
    g += [z3.Or(turn, z.phase == m.phases[Phase.DRAWN]) if d.again else turn, z.player == z.to_act]
    if d.random is not None:
        k = z.choose_count("random_press", d.random[1])
        z.constraints.append(k >= d.random[0])
        got = z.draw_cards(z.player, k)
        m.begin_turn(z, z.seat_after(z.player))
        return {"drew": got}
    got = z.draw_some(z.player, "until_playable") if d.until_playable else z.draw_cards(z.player, 1)
    # Whether the drawn card may be played is not in the counts: an input, which the
    # engine check reads off the concrete card. A card that cannot be played (or none
    # drawn) ends the turn at once.
    if d.again:
        keep = got > 0  # playable or not, the turn stays open while a card came
    else:
        keep = m.input_bool(v, "drawn_playable")
        z.constraints.append(z3.Implies(got == 0, z3.Not(keep)))
    passed = z.fork()
    m.begin_turn(passed, passed.seat_after(passed.player))
    z.phase = z3.IntVal(m.phases[Phase.DRAWN])
    z.to_act = z.player
    z.merge(z3.Not(keep), passed)
    return {"drew": got}
