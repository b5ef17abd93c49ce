"""``knock out at N cards``: a player holding too many cards is out of the round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from attrs import frozen

from unorules.errors import IllegalAction
from unorules.i18n import _
from unorules.ir.effects.base import Effect, flat
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Changes, Lowering, SymModel, SymTable, Turn
from unorules.ir.records import ChallengeRule
from unorules.ir.vocab import ActionKind, Phase


@frozen(kw_only=True)
class KnockOutClause(Clause):
    """A player who ever holds that many cards is out of the round; the round's winner may
    earn a bonus for each player knocked out."""

    kind: ClassVar[str] = "knock_out"
    # The round ends when this many players are still in (the last one wins it): the
    # engine's after_action and the model's read the one number.
    ends_with: ClassVar[int] = 1
    phrase: ClassVar[str] = '"knock" "out" "at" INT "cards" ("," "winner" "scores" INT "for" "each" "player" "out")?'
    key_phrase: ClassVar[str] = '"knock" "out"'
    example: ClassVar[str] = "knock out at 25 cards, winner scores 250 for each player out"
    cards: int  # a player who holds this many cards or more is out of the round
    bonus: int = 0  # points the round's winner scores for each player knocked out in it

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(cards=int(values[0]), bonus=int(values[1]) if len(values) > 1 else 0, **pos)

    @property
    def key(self) -> str:
        return "knock out"

    stage: ClassVar[int] = 10  # after scoring: a bonus is the winner's

    @classmethod
    def compile(cls, clauses: list[KnockOutClause], c: Compiling) -> dict[str, Any]:
        from unorules.ir.mechanics.scoring import ScoringClause

        if not clauses:
            return {"knock_out": 0, "knock_out_bonus": 0}
        knock = clauses[0]
        hand_size, deck_size = c.fields["hand_size"], c.deck_size
        if not hand_size < knock.cards <= deck_size - 1:
            raise c.error(knock, f"a player is dealt {hand_size} cards, so 'knock out at {knock.cards} cards' "
                                 "must name more than that, and no more than the deck holds",
                          hint="write e.g. 'knock out at 25 cards'")
        knock.check_effects(c)
        found = c.of(ScoringClause)
        scoring = found[0] if found else None
        if knock.bonus and (scoring is None or not scoring.rule.winner_scores):
            hint = "remove ', winner scores N for each player out', or score by the winner"
            if scoring is not None and scoring.file == c.file and knock.file != c.file:
                raise c.error(scoring, f"'{knock.text.strip()}' ({Path(knock.file).name} line {knock.line}) gives "
                                       "the round's winner a bonus for each player knocked out, so the winner must "
                                       "score: 'scoring: winner scores the other hands'",
                              hint="write 'without knock out' and 'knock out at N cards' without the bonus, "
                                   "or score by the winner")
            raise c.error(knock, "a bonus for each player knocked out is scored by the round's winner, so it needs "
                                 "'scoring: winner scores the other hands'", hint=hint)
        if scoring is not None and scoring.rule.knock_outs:
            raise c.error(knock, scoring.rule.knock_outs)
        return {"knock_out": knock.cards, "knock_out_bonus": knock.bonus, "mechanics": (knock,)}

    def check_effects(self, c: Compiling) -> None:
        """Knocked-out seats are passed over by turns, by 'next' and 'others', by a target
        (which must be still in) and by hands passed on; an effect that does not know of
        them (``passes_over_out``) cannot be combined with knock-outs."""
        effects: list[Effect] = []
        for _kind, effs in (*c.fields["on"], *c.fields["start"]):
            effects += effs
        for ch in c.fields["challenges"]:
            assert isinstance(ch, ChallengeRule)
            effects += [*ch.accepted, *ch.guilty, *ch.innocent]
        for e in flat(tuple(effects)):
            if not e.passes_over_out:
                hint = "hands passed on ('hands pass on') and swaps with a chosen player work with 'knock out'"
                where = c.written_in(e)
                if where is not None and where.file == c.file and self.file != c.file:
                    # The file's own line brought the effect in: point at it, not at the parent.
                    raise c.error(where, f"'{e.english()}' cannot be combined with knocked-out players "
                                         f"('{self.text.strip()}', {Path(self.file).name} line {self.line}): "
                                         "that effect does not pass over the seats that are out", hint=hint)
                raise c.error(self, f"knocked-out players cannot be combined with '{e.english()}' in this "
                                    "variant: that effect does not pass over the seats that are out", hint=hint)

    # --- the engine's part ---------------------------------------------------------
    # The fast paths know nothing of knocked-out seats (turns pass over them): they run
    # only while nobody is out, and fast_after_action sends them back once someone is.
    fast_paths: ClassVar[bool] = False

    def at_deal(self, fields: dict[str, Any], players: int) -> None:
        fields["out"] = (0,) * players

    def after_action(self, t: Turn) -> None:
        """After every action, a player holding N cards or more is out of the round. Their
        cards go under the discard pile (out of play until the next reshuffle); play goes
        on among the others, and the last one left wins the round."""
        if t.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return
        n = t.players
        if not t.out:
            t.out = [0] * n
        hit = [s for s in range(n) if not t.out[s] and len(t.hands[s]) >= self.cards]
        if not hit:
            return
        for s in hit:
            if t.out.count(0) == 1:
                break  # the last player in is never knocked out: they win the round below
            t.out[s] = 1
            t.discard[0:0] = t.hands[s]
            t.hands[s] = []
            if t.uno_at_risk == s:
                t.uno_at_risk = None
        left = [s for s in range(n) if not t.out[s]]
        if len(left) == self.ends_with:
            t.end_round(left[0])
            return
        if t.out[t.to_act]:
            # Whatever the knocked-out player was to answer is dropped with them.
            t.challenge = None
            t.pending_draw = 0
            t.held = None
            t.begin_turn(t.seat_after(t.to_act))

    def fast_after_action(self, s: Any, d: dict[str, Any]) -> bool:
        """Nobody was out before the action and nobody holds N cards after it: after_action
        would change nothing (a state that names no seat out gets every seat's 0 there)."""
        out = s.out
        if len(out) != s.players or any(out):
            return False
        limit = self.cards
        for h in d["hands"]:  # a loop, not all() over a generator: asked after every action
            if len(h) >= limit:
                return False
        return True

    def fast_lists(self, s: Any) -> bool:
        """The fast tables offer every seat as a target: their list stands while nobody is out."""
        return not any(s.out)

    def strike(self, s: Any, actions: list[Any]) -> list[Any]:
        """A knocked-out player cannot be the target of a play (a jump-in's either)."""
        if not any(s.out):
            return actions
        return [a for a in actions if a.kind != ActionKind.PLAY or a.target is None or not s.out[a.target]]

    def check_target(self, s: Any, a: Any) -> None:
        if s.is_out(a.target):
            raise IllegalAction(f"player {a.target} is out of the game and cannot be a target", a)

    def round_scored(self, t: Turn, winner: int) -> None:
        """The round's winner earns the bonus for each player knocked out in it."""
        if self.bonus:
            t.scores[winner] += self.bonus * sum(1 for o in t.out if o)

    # --- the verifier's part: after_action, over the symbolic table -----------------
    def symbolic_after_action(self, m: SymModel, z: SymTable) -> None:
        """after_action for the model: a player still in who holds N cards or more is out,
        their cards under the discard pile; with one player left the round ends, and a
        knocked-out player to act hands the turn on."""
        z3 = z.z3
        running = z.phase < m.phases[Phase.ROUND_OVER]
        hits = []
        # Each seat's outcome is named by fresh variables tied to their definitions (the
        # terms nest the action's whole effect otherwise, once per seat, and Z3 slows down
        # by an order of magnitude).
        for i in range(m.shape.hi):
            # In seat order, as the engine; the last player in is never knocked out.
            hit = m.fresh_bool(f"knocked_out{i}")
            hand, out, discard = m.fresh_int(f"hand_after{i}"), m.fresh_int(f"out_after{i}"), m.fresh_int("discard_after")
            z.choices += [hit, hand, out, discard]
            z.constraints += [
                hit == z3.And(running, z.n > i, z.out[i] == 0, z.hands[i] >= self.cards, z.still_in() >= 2),
                discard == z.discard + z3.If(hit, z.hands[i], 0),
                hand == z3.If(hit, 0, z.hands[i]),
                out == z3.If(hit, 1, z.out[i]),
            ]
            hits.append(hit)
            z.discard, z.hands[i], z.out[i] = discard, hand, out
        anyone = z3.Or(*hits)
        left = z.still_in()
        ended = z.fork()
        last = m.fresh_int("last_left")
        ended.choices.append(last)
        ended.constraints.append(ended.in_game(last))
        m.end_round(ended, last)
        moved = z.fork()
        nxt = m.fresh_int("after_knocked_out")
        moved.choices.append(nxt)
        moved.constraints.append(moved.in_game(nxt))
        # Whatever the knocked-out player was to answer is dropped with them.
        moved.pending = z3.IntVal(0)
        if m.points:
            moved.held = z3.IntVal(-1)
        m.begin_turn(moved, nxt)
        z.merge(z3.And(anyone, z.hand(z.to_act, z.out) == 1, left >= 2), moved)
        z.merge(z3.And(anyone, left == self.ends_with), ended)

    def symbolic_invariant(self, m: SymModel, z: SymTable) -> list[Any]:
        """A knocked-out seat holds nothing; seats past n are never out; while a round runs
        two players at least are still in (with one left it has ended), none to act is out,
        and (knock-outs are checked after every action) a player still in holds fewer."""
        z3, n = z.z3, z.n
        running = z.phase < m.phases[Phase.ROUND_OVER]
        out = [z3.If(n > i, z3.Or(o == 0, z3.And(o == 1, z.hands[i] == 0)), o == 0) for i, o in enumerate(z.out)]
        out.append(z3.Implies(running, z.still_in() >= 2))
        out += [z3.Implies(z3.And(running, n > i, o == 0), z.hands[i] < self.cards) for i, o in enumerate(z.out)]
        out.append(z3.Implies(running, z.hand(z.to_act, z.out) == 0))
        return out

    def symbolic_check_target(self, m: SymModel, z: SymTable) -> list[Any]:
        """check_target: a target is still in."""
        return [z.hand(z.target, z.out) == 0]

    kernel_reads: ClassVar[tuple[str, ...]] = ("knock_out", "knock_out_bonus")
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_KNOCK_OUT", "F_KO_BONUS")

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return rules.knock_out, rules.knock_out_bonus

    tells: ClassVar[tuple[str, ...]] = ("knock_out", "knock_out_bonus")
    told_at: ClassVar[int] = 240

    @classmethod
    def sentence(cls, rules: Any) -> str:
        """The rule book's words for the knock-outs ``rules`` play (and for none)."""
        if not rules.knock_out:
            return _("Nobody is knocked out.")
        said = _("A player who holds {n} cards or more after any action is knocked out of the round: their cards "
                 "go under the discard pile (out of play until the next reshuffle), turns pass over their seat, "
                 "and the next player is the next one still in. When only one player is left in, that player "
                 "wins the round. Everybody is dealt in again for the next round.", n=rules.knock_out)
        if rules.knock_out_bonus:
            said += " " + _("The round's winner also scores {bonus} points for each player knocked out in that "
                            "round.", bonus=rules.knock_out_bonus)
        return said

    @classmethod
    def going_out(cls, rules: Any) -> str:
        """What the book's section on going out says of knock-outs ("" when nobody is
        knocked out: the section says nothing of them)."""
        return cls.sentence(rules) if rules.knock_out else ""

    @classmethod
    def changes(cls, w: Changes) -> None:
        cls.told_if_changed(w, _("Knock-outs"), cls.sentence)

