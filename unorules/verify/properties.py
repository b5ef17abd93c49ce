"""The properties ``unorules verify`` proves of a variant, each proved or refuted.

Every property is a Z3 query over the model of :mod:`unorules.verify.model` (built
from the compiled IR), quantified over the symbolic player count and every state
satisfying the invariant; ``engine agrees`` then cross-checks the model against the
engine that runs, on seeded random games (a check of the verifier, reported as
cross-checked, not a property proved). A refuted property carries a counterexample in words
and, where the position can be written down, as a scenario (see
:mod:`unorules.verify.counterexample`).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import z3

from unorules.cards import CardKind
from unorules.engine.rules import Rules
from unorules.engine.state import RESPOND, ROUND_OVER, STACK, TURN
from unorules.errors import UnorulesError, VariantError
from unorules.ir import effects as fx
from unorules.verify import counterexample as cx
from unorules.verify import meanings, solving
from unorules.verify.model import Model, Step
from unorules.verify.report import CROSS_CHECKED, ERROR, PROVED, REFUTED, UNCONFIRMED, Report, Result
from unorules.verify.symbolic import PHASE

# Told as each property starts (result None) and ends (its result), for a live display.
Progress = Callable[[str, Result | None], None]

# status, detail, scenario; optionally how it was checked (method, bound, confirmed, confirmation)
Outcome = tuple[Any, ...]


def _solve(*facts: Any) -> tuple[Any, Any]:
    return solving.solve(*facts)


def _val(m: Any, term: Any) -> int:
    v = m.eval(term, model_completion=True)
    return int(v.as_long()) if z3.is_int_value(v) else int(bool(z3.is_true(v)))


class Prover:
    def __init__(self, rules: Rules, agreement_games: int = 3, agreement_actions: int = 120,
                 model: Callable[[Rules], Model] = Model) -> None:
        self.rules = rules
        self.model = model(rules)
        self.games = agreement_games
        self.actions = agreement_actions
        self._steps: list[Step] | None = None
        self._holds: dict[int, bool] = {}
        # Built once per transition: every property reads the same premises and goals.
        self._premises: dict[int, tuple[Step, list[Any]]] = {}
        self._goals: dict[tuple[str, int], tuple[Step, tuple[list[Any], str] | None]] = {}
        self._witnesses: Any = None
        self._progress: tuple[str | None, bool] | None = None
        no_deal: Callable[[Step], bool] = lambda st: st.kind == "deal"  # noqa: E731
        self.checks: list[tuple[Callable[[Step], tuple[list[Any], str] | None], Callable[[Step], bool]]] = [
            (self.conservation_goal, lambda st: False), (self.nonnegative_goal, lambda st: False),
            (self.seats_goal, lambda st: False), (self.turn_order_goal, no_deal),
            (self.round_ends_goal, no_deal), (self.winner_goal, no_deal),
        ]

    @property
    def steps(self) -> list[Step]:
        """Every transition, one per class of kinds the proofs cannot tell apart."""
        if self._steps is None:
            seen: set[tuple[Any, ...]] = set()
            self.transitions = self.model.transitions()
            self._steps = []
            for t in self.transitions:
                if t.name is not None:
                    sig = self.model.signature_of(t.name, t.kind)
                    if sig in seen:
                        continue  # not built: the one of its signature is proved for it
                    seen.add(sig)
                self._steps.append(t.make())
        return self._steps

    def each_step(self, final: bool | None = None, prefix: str = "") -> Iterator[Step]:
        """Every transition in order (of ``final`` if given, named from ``prefix`` if
        given), each built when reached (the model keeps what it built)."""
        _ = self.steps
        for t in self.transitions:
            if (final is None or t.final == final) and (not prefix or (t.name or "").startswith(prefix)):
                yield t.make()

    def premises(self, st: Step) -> list[Any]:
        got = self._premises.get(id(st))
        if got is None:
            # The step is kept with its premises, so its id is never another step's.
            got = self._premises[id(st)] = (st, self._premises_of(st))
        return list(got[1])

    def _premises_of(self, st: Step) -> list[Any]:
        m = self.model
        facts = list(m.invariant(st.pre)) if st.kind != "deal" else [st.pre.n >= m.shape.lo, st.pre.n <= m.shape.hi]
        if st.kind == "start":
            # Right after the deal (the deal property shows every count is reached).
            h = self.rules.hand_size
            pre = st.pre
            facts += [pre.discard == 1, pre.draw == m.deck - pre.n * h - 1, pre.pending == 0, pre.side == 0,
                      *(z3.If(pre.n > i, x == h, x == 0) for i, x in enumerate(pre.hands))]
        return facts + st.guard + st.post.constraints

    def smallest(self, st: Step, facts: list[Any], model: Any) -> Any:
        """The counterexample a person can read: the fewest players, then the fewest cards
        in hand, then the smallest discard pile that still break the property."""
        pre = st.pre
        return solving.smallest(facts, model, [(pre.n, self.model.shape.lo), (pre.total_in_hands(), 0),
                                               (pre.discard, 1)])

    def refuted_step(self, st: Step, model: Any, why: str, expect: dict[str, Any] | None = None) -> Outcome:
        text = f"{st.name}: {why} ({cx.describe(self.model, st, model)})"
        return REFUTED, text, cx.step_scenario(self.model, st, model, text, expect)

    # --- the properties ---------------------------------------------------------------
    def deck(self) -> Outcome:
        """The deck built from the card clauses matches every declared count."""
        r = self.rules
        c = len(r.colours)
        counts = {k.name: z3.Int(f"count_{k.name}") for k in r.kinds}
        declared = [counts[k.name] == k.count for k in r.kinds]
        # Of a two-sided deck a physical card is one face of the first side; the other
        # counts are of faces, on each side (the compiler matched the faces in pairs).
        sides = range(len(r.sides) or 1)

        def on(side: int, test: Callable[[CardKind], bool]) -> Any:
            return z3.Sum([counts[k.name] for k in r.kinds if r.on_side(k, side) and test(k)] or [z3.IntVal(0)])

        total = z3.Sum([counts[k.name] * (c if k.coloured else 1) for k in r.kinds if r.on_side(k, 0)])
        claims = []
        for ex in r.expectations:
            if ex.what == "total":
                claims.append((total == ex.n, f"{ex.n} cards"))
            elif ex.what == "per_colour":
                claims += [(on(i, lambda k: k.coloured) == ex.n, f"{ex.n} cards per colour") for i in sides]
            elif ex.what == "numbers_per_colour":
                claims += [(on(i, lambda k: k.coloured and k.number is not None) == ex.n,
                            f"{ex.n} number cards per colour") for i in sides]
            else:
                kind = r.names.get(ex.kind or "", ex.kind or "")
                k = r.kind_of[kind]
                faces = sum(r.on_side(k, i) for i in sides)
                claims.append((counts[kind] * (c if k.coloured else 1) * faces == ex.n, f"{ex.n} {kind}"))
        claims.append((total == len(r.deck), f"the engine's deck of {len(r.deck)}"))
        for claim, text in claims:
            got, m = _solve(*declared, z3.Not(claim))
            if got != z3.unsat:
                return REFUTED, f"the card clauses give {_val(m, total)} cards, not {text}", None
        return PROVED, f"{len(r.deck)} cards; {len(claims) - 1} declared counts hold", None

    def deal(self) -> Outcome:
        """Every allowed player count can be dealt, and a card turned over."""
        st = self.steps[0]
        post = st.post
        returns = any(e.returns_card for effs in self.rules.start_of.values() for e in fx.flat(effs))
        need = post.draw >= (1 if returns else 0)
        got, m = _solve(*self.premises(st), z3.Not(z3.And(need, *(h >= 0 for h in post.hands))))
        if got == z3.unsat:
            lo, hi = self.model.shape.lo, self.model.shape.hi
            return PROVED, f"{lo} to {hi} players, {self.rules.hand_size} cards each", None
        n = _val(m, st.pre.n)
        return REFUTED, (f"{n} players: dealing {self.rules.hand_size} each and turning one over leaves "
                         f"{_val(m, post.draw)} in the draw pile"), None

    def all_goals(self, st: Step) -> list[Any]:
        """Every per-transition goal at once: one query per transition when all hold."""
        goals = []
        for check, skip in self.checks:
            if not skip(st):
                got = self.goal(check, st)
                if got is not None:
                    goals += got[0]
        return goals

    def goal(self, check: Callable[[Step], tuple[list[Any], str] | None], st: Step) -> tuple[list[Any], str] | None:
        """``check(st)``, built once."""
        key = (check.__name__, id(st))
        if key not in self._goals:
            self._goals[key] = (st, check(st))
        return self._goals[key][1]

    def step_holds(self, st: Step) -> bool:
        got = self._holds.get(id(st))
        if got is None:
            # A shortcut only: out of steps, each goal is then proved on its own, in full.
            with solving.limited(max(1, solving.current() // 10)):
                res, _ = _solve(*self.premises(st), z3.Not(z3.And(*self.all_goals(st))))
            got = self._holds[id(st)] = res == z3.unsat
        return got

    def for_steps(self, check: Callable[[Step], tuple[list[Any], str] | None], what: str,
                  skip: Callable[[Step], bool] = lambda st: False) -> Outcome:
        """Prove ``check``'s goals for every transition; the first refuted one is reported."""
        n = 0
        for st in self.steps:
            if skip(st):
                continue
            got = self.goal(check, st)
            if got is None:
                continue
            goals, why = got
            n += 1
            if self.step_holds(st):
                continue
            facts = [*self.premises(st), z3.Not(z3.And(*goals)) if goals else z3.BoolVal(False)]
            res, m = _solve(*facts)
            if res == z3.sat:
                m = self.smallest(st, facts, m)
            if res == z3.sat and st.post.obligations and check == self.seats_goal:
                why = "; ".join(sorted({w for ob, w in st.post.obligations
                                        if z3.is_false(m.eval(ob, model_completion=True))})) or why
            if res == z3.sat:
                return self.confirmed_first(check, st, facts, m, why)
            if res != z3.unsat:
                return ERROR, f"{st.name}: {solving.no_answer()}", None
        return PROVED, f"{n} transitions (of {len(self.transitions)}, up to card kind): {what}", None

    def confirmed_first(self, check: Callable[[Step], tuple[list[Any], str] | None], st: Step,
                        facts: list[Any], m: Any, why: str) -> Outcome:
        """The smallest counterexample whose replay on the engine shows the property's own
        violation: the smallest one of all, and while the engine's replay of it meets the
        property (the model's over-approximation, such as a deal it leaves open), the next
        smallest position (another player count or other hand sizes), a few times. None
        reproduced: the smallest, reported as the model's alone."""
        label = _LABELS.get(check.__name__)
        first = outcome = self.refuted_step(st, m, why, self.demands(check, st, m))
        pre = st.pre
        facts = list(facts)
        for _ in range(RETRIES):
            if outcome[2] is None or label is None or cx.confirm(self.rules, outcome[2], label)[0]:
                return outcome
            facts.append(z3.Not(z3.And(pre.n == _val(m, pre.n), *(h == _val(m, h) for h in pre.hands))))
            res, got = _solve(*facts)
            if res != z3.sat:
                break
            m = self.smallest(st, facts, got)
            outcome = self.refuted_step(st, m, why, self.demands(check, st, m))
        return outcome if outcome[2] is not None and label is not None and cx.confirm(
            self.rules, outcome[2], label)[0] else first

    def demands(self, check: Callable[[Step], tuple[list[Any], str] | None], st: Step,
                m: Any) -> dict[str, Any] | None:
        """What the property demands of the position after ``st`` in ``m``, for the
        scenario to check after the step."""
        expect: dict[str, Any] | None = {"cards": len(self.rules.deck)}
        if check == self.round_ends_goal:
            expect = {"round_over": True}
        elif check == self.winner_goal and st.final:
            # The player of the last card wins the round.
            expect = {"round_over": True, "round_winner": _val(m, st.pre.player)}
        elif check == self.winner_goal:
            # The seat the property says wins: one whose hand is empty, and not
            # emptied by another player's action.
            empty = [i for i in range(_val(m, st.pre.n)) if _val(m, st.post.hands[i]) == 0 and (
                i == _val(m, st.pre.player) or _val(m, st.post.hands[i]) >= _val(m, st.pre.hands[i]))]
            expect = {"round_winner": empty[0]} if empty else {"round_over": False}
        elif check == self.turn_order_goal:
            post = st.post
            phase = _val(m, post.phase)
            if phase not in (PHASE[STACK], PHASE[RESPOND]) and _val(m, post.pending) != 0:
                expect = {"pending_draw": 0}
            elif _val(m, post.colour) < 0:
                expect = {"phase": "choose"}
        elif check == self.seats_goal:
            expect = None
        return expect

    def conservation_goal(self, st: Step) -> tuple[list[Any], str]:
        return [self.model.conserved(st.post)], f"the zones no longer hold the {len(self.rules.deck)} cards"

    def nonnegative_goal(self, st: Step) -> tuple[list[Any], str]:
        post = st.post
        return ([*self.model.counts_nonnegative(post), post.discard >= 1],
                "a count goes negative or the discard pile empties")

    def seats_goal(self, st: Step) -> tuple[list[Any], str] | None:
        obs = st.post.obligations
        if not obs:
            return None
        return [ob for ob, _ in obs], "; ".join(sorted({why for _, why in obs}))

    def turn_order_goal(self, st: Step) -> tuple[list[Any], str]:
        post = st.post
        again = st.extra.get("again", z3.BoolVal(False))
        colour_ok = z3.Implies(post.phase == PHASE[TURN], post.colour >= 0)
        return ([z3.Or(again, z3.And(*self.model.over("ranges", post, self.model.ranges), colour_ok))],
                "the player to act or the dealer is out of range, a status outlasts its turns or "
                "sits at an empty seat, a draw stays pending outside its stack, "
                "or a turn begins without an active colour")

    def round_ends_goal(self, st: Step) -> tuple[list[Any], str]:
        again = st.extra.get("again", z3.BoolVal(False))
        held = self.model.over("hands held", st.post, lambda z: [self.model.hands_held(z)])[0]
        return [z3.Or(again, held)], "a hand is empty but the round goes on"

    def winner_goal(self, st: Step) -> tuple[list[Any], str]:
        pre, post = st.pre, st.post
        ends = z3.And(pre.phase < PHASE[ROUND_OVER], post.phase >= PHASE[ROUND_OVER])
        # A last card played wins the round for its player: an effect of it that hands the
        # emptied hand on (or refills it) lets another win, or keeps the round going.
        last = ([z3.Implies(pre.phase < PHASE[ROUND_OVER], z3.And(post.phase >= PHASE[ROUND_OVER],
                                                                    post.to_act == pre.player))]
                if st.final else [])
        lost = " or a last card played does not win the round for its player" if st.final else ""
        # A hand emptied by another player's action (a discard all of 'others', a hand passed
        # on) does not win the round: its player never played their last card.
        if st.kind not in ("deal", "start"):
            w = post.to_act
            last.append(z3.Implies(z3.And(ends, w != pre.player), z3.Not(post.hand(w) < pre.hand(w))))
            lost += " or another player's action empties the winner's hand"
        if self.rules.knock_out:
            # With knock-outs, the last player left in wins holding their cards.
            won = z3.Or(post.hand(post.to_act) == 0, post.still_in() == 1)
            return ([z3.Implies(ends, won), *last],
                    "a round ends and its winner still holds cards while others are in" + lost)
        return [z3.Implies(ends, post.hand(post.to_act) == 0), *last], "a round ends and its winner still holds cards" + lost

    def winner(self) -> Outcome:
        return self.for_steps(self.winner_goal, meanings.winner_words(self.rules),
                              skip=lambda st: st.kind == "deal")

    def round_can_end(self) -> Outcome:
        from unorules.verify.progress import round_ends

        return round_ends(self)

    def witnesses(self) -> Any:
        """The witness rounds at each player count, played once: 'a round can end' and
        the claim 'a round always ends' both read them."""
        from unorules.verify.progress import witness_rounds

        if self._witnesses is None:
            self._witnesses = witness_rounds(self)
        return self._witnesses

    def progress_part(self) -> tuple[str | None, bool]:
        from unorules.verify.progress import necessary_part

        if self._progress is None:
            self._progress = necessary_part(self)
        return self._progress

    def target(self) -> Outcome:
        from unorules.verify.progress import target_reachable

        return target_reachable(self)

    def conservation(self) -> Outcome:
        return self.for_steps(self.conservation_goal,
                              "draw pile + discard pile + hands = deck, including reshuffles and exhausted piles")

    def nonnegative(self) -> Outcome:
        return self.for_steps(self.nonnegative_goal, "no count goes negative; the discard pile keeps its top card")

    def seats(self) -> Outcome:
        return self.for_steps(self.seats_goal, "every effect names players who exist, for every player count")

    def turn_order(self) -> Outcome:
        return self.for_steps(self.turn_order_goal,
                              "the player to act stays in range and a turn always has an active colour",
                              skip=lambda st: st.kind == "deal")

    def round_ends(self) -> Outcome:
        return self.for_steps(self.round_ends_goal, meanings.holding_words(self.rules),
                              skip=lambda st: st.kind == "deal")

    def deadlock(self) -> Outcome:
        """In every phase the player to act has a legal action (the engine's legal_actions,
        as the IR shapes it)."""
        r = self.rules
        any_playable, can_play_drawn, honest = z3.Bools("any_playable can_play_drawn honest")
        anytime = z3.BoolVal(r.draw.anytime)
        may = z3.BoolVal(r.draw.after == "may")
        phases = {
            "turn": z3.Or(any_playable, z3.Or(anytime, z3.Not(any_playable))),
            "drawn": z3.Or(can_play_drawn, z3.Not(honest), may),
            "choose": z3.BoolVal(len(r.colours) > 0),
            "respond": z3.BoolVal(all(k in r.challenge_of for k in self._openers())),
            "stack": z3.BoolVal(True),
            "round_over": z3.BoolVal(True),
            "together": z3.BoolVal(True),  # pass always ends the adding of cards
        }
        for phase, available in phases.items():
            got, _ = _solve(z3.Implies(honest, can_play_drawn), z3.Not(available))
            if got != z3.unsat:
                return REFUTED, f"in phase {phase} the player to act can have no legal action", None
        return PROVED, ("turn: play or draw; drawn: play it or pass; choose, respond, stack, round over: always"
                         + ("; together: add a card or pass" if r.together is not None else "")), None

    def _openers(self) -> set[str]:
        return {k for k, effs in self.rules.on if any(e.opens_challenge for e in fx.flat(effs))}

    def claims(self) -> Outcome | None:
        from unorules.verify.claims import claims

        return claims(self)

    def team_scoring(self) -> Outcome | None:
        """With teams, for every player count and every seat going out, whatever the
        hands hold: every player of the winner's team gains alike, the opponents gain
        nothing, and the gain is the sum of the opposing hands (the partners' not among them)."""
        from unorules.ir import teams

        r = self.rules
        if not r.scorer.teams:
            return None
        for n in range(r.min_players, r.max_players + 1):
            seated = r.teams or teams.opposite(n)
            wrong = teams.unseated(seated, n)
            if wrong:
                return REFUTED, f"{n} players: {wrong}", None
            points = [z3.Int(f"points{i}") for i in range(n)]
            for w in range(n):
                gains = r.scorer.gains(w, points, n)  # the engine's strategy, checked against the file's teams
                mine = teams.team_of(w, seated)
                opposing = z3.Sum([points[i] for i in range(n) if i not in mine] or [z3.IntVal(0)])
                goals = [len(mine) > 1, *(gains[i] == opposing for i in mine),
                         *(gains[i] == 0 for i in range(n) if i not in mine),
                         z3.Sum(gains) == len(mine) * opposing]
                got, _ = _solve(*(p >= 0 for p in points), z3.Not(z3.And(*goals)))
                if got != z3.unsat:
                    return REFUTED, (f"{n} players, seat {w} goes out: the team's gains are not the "
                                     "opposing hands' points, alike for both partners"), None
        return PROVED, (f"{r.min_players} to {r.max_players} players, every seat going out: both partners "
                        "score the opposing hands' points, the opponents nothing"), None

    def penalties(self) -> Outcome | None:
        from unorules.verify.intent import penalties

        return penalties(self)

    def spares_player(self) -> Outcome | None:
        from unorules.verify.intent import spares_player

        return spares_player(self)

    def reports_settle(self) -> Outcome | None:
        from unorules.verify.intent import reports_settle

        return reports_settle(self)

    def challenge_intent(self) -> Outcome | None:
        from unorules.verify.intent import challenges

        return challenges(self)

    def stacks_pass_on(self) -> Outcome | None:
        from unorules.verify.intent import stacks_pass_on

        return stacks_pass_on(self)

    def knock_out_scoring(self) -> Outcome | None:
        from unorules.verify.intent import knock_out_scoring

        return knock_out_scoring(self)

    def stated(self) -> Outcome | None:
        from unorules.verify.stated import check

        return check(self.rules)

    def start_as_played(self) -> Outcome:
        from unorules.verify.starts import start_as_played

        return start_as_played(self)

    def dead(self) -> Outcome:
        from unorules.verify.dead import dead_clauses

        return dead_clauses(self)

    def playable(self) -> Outcome:
        from unorules.verify.intent import playable

        return playable(self)

    def playable_by_condition(self) -> Outcome:
        m = self.model
        n = z3.Int("n")
        seen = set()
        for k in self.rules.kinds:
            sig = (k.coloured, self.rules.play_of[k.name], self.rules.require_of.get(k.name),
                   k.name in self.rules.challenge_of)
            if sig in seen:
                continue  # the same query up to renaming the kind
            seen.add(sig)
            p, v = m.probe(n)
            got, _ = _solve(n >= m.shape.lo, n <= m.shape.hi, *m.probe_valid(p, v),
                            p.card_kind == m.shape.kind_index[k.name], m.legal(k.name, p))
            if got == z3.unsat:
                why = f"{k.name} can never be played: its play condition is unsatisfiable"
                return REFUTED, why, cx.unplayable_scenario(self.rules, k.name, why)
        return PROVED, f"each of the {len(self.rules.kinds)} card kinds is playable in some position", None

    def start_rules(self) -> Outcome:
        r = self.rules
        missing = [k for k in r.starters if k not in r.start_of]
        if missing:
            return REFUTED, "no start rule for " + ", ".join(missing), None
        starts = [st for st in self.steps if st.kind == "start"]
        in_deck = Counter(c.kind for c in r.deck)
        starts = [st for st in starts if in_deck[st.name.split(" ", 1)[1]]]
        # Usually some card never goes back (a number card: 'nothing'): one query settles it.
        for st in starts:
            got, _ = _solve(*self.premises(st), st.post.turn_another)
            if got == z3.unsat:
                return PROVED, (f"all {len(r.starters)} kinds that can start have a start rule; a "
                                f"{st.name.split(' ', 1)[1]} "
                                "turned over always stays, so turning cards over stops"), None
        for c in range(self.model.shape.lo, self.model.shape.hi + 1):
            stops = False
            for st in starts:
                got, _ = _solve(*self.premises(st), st.pre.n == c, z3.Not(st.post.turn_another))
                if got == z3.sat:
                    stops = True
                    break
            if not stops:
                return REFUTED, (f"with {c} players every card turned over at the start is sent back: "
                                 "the start of a round never ends"), None
        return PROVED, (f"all {len(r.starters)} kinds that can start have a start rule; turning cards over "
                        "always stops"), None

    def written_rules(self) -> tuple[dict[str, Any], dict[str, Any], set[str]]:
        """The play and require conditions as the clause lines are written, resolved again
        from the text (named kinds over 'number cards' over 'any card')."""
        from unorules.language.ast import PlayClause
        from unorules.language.parser import parse

        r = self.rules
        out: dict[str, dict[str, tuple[int, Any]]] = {"play": {}, "require": {}}
        challenged = set()
        for cl in r.clauses:
            if cl.kind == "challenge":
                challenged.add(r.names.get(cl.key.split(" ", 1)[1], cl.key.split(" ", 1)[1]))
            if cl.kind not in out:
                continue
            parsed = parse("variant written\n" + cl.text + "\n")[1]
            assert isinstance(parsed, PlayClause)
            sel = parsed.selector
            if sel.what == "any":
                kinds, level = [k.name for k in r.kinds], 0
            elif sel.what == "numbers":
                kinds, level = [k.name for k in r.kinds if k.number is not None], 1
            else:
                kinds, level = [r.names.get(x, x) for x in sel.names], 2
            for kind in kinds:
                if out[cl.kind].get(kind, (-1, None))[0] < level:
                    out[cl.kind][kind] = (level, parsed.cond)
        return ({k: c for k, (_, c) in out["play"].items()},
                {k: c for k, (_, c) in out["require"].items()}, challenged)

    def legality(self) -> Outcome:
        m = self.model
        play_w, req_w, challenged = self.written_rules()
        n = z3.Int("n")
        said = []
        for k in self.rules.kinds:
            p, v = m.probe(n)
            base = [n >= m.shape.lo, n <= m.shape.hi, *m.probe_valid(p, v),
                    p.card_kind == m.shape.kind_index[k.name]]
            if k.name not in play_w:
                return REFUTED, f"{k.name} has no play clause as written", None
            written = play_w[k.name].symbolic(p)
            req = req_w.get(k.name)
            if req is not None and k.name not in challenged:
                written = z3.And(written, req.symbolic(p))
            got, model = _solve(*base, m.legal(k.name, p) != written)
            if got == z3.sat:
                why = (f"{k.name}: the compiled legality differs from the rule as written "
                       f"({'compiled allows' if z3.is_true(model.eval(m.legal(k.name, p), True)) else 'written allows'})")
                return REFUTED, why, cx.legality_scenario(self.rules, m, k.name, p, v, model, why)
            if req is not None:
                if k.name in challenged:
                    got, _ = _solve(*base, m.guilt(k.name, p) != z3.Not(req.symbolic(p)))
                    if got == z3.sat:
                        return REFUTED, f"{k.name}: a challenge judges by another rule than the one written", None
                    said.append(f"{k.name} always offered, guilty exactly when not: {req.english()}")
                else:
                    said.append(f"{k.name} playable exactly when {play_w[k.name].english()} and {req.english()}")
        return PROVED, "; ".join(said) or "every card's legality is its play clause as written", None

    def engine_agrees(self) -> Outcome:
        from unorules.verify.agreement import check_games

        if self.start_rules()[0] != PROVED:
            return ERROR, "not run: a round of this variant never gets past its start (see start rules)", None

        found = check_games(self.rules, games=self.games, max_actions=self.actions, model=self.model)
        bound = f"{self.games} seeded games x {self.actions} actions"
        if not found:
            # The model the proofs are about, compared with the engine that runs: a check of
            # the verifier, not a property of the rules.
            return (CROSS_CHECKED, f"the verifier's model against the engine, not a property of the rules: {bound}, "
                                   "every action as the model says", None, {"method": "sample", "bound": bound})
        mm = found[0]
        text = f"{mm.action}: {mm.what}" if mm.action is not None else mm.what
        return REFUTED, text, cx.mismatch_scenario(self.rules, mm)


PROPERTIES: tuple[tuple[str, str], ...] = (
    ("deck", "deck"),
    ("deal", "deal"),
    ("conservation", "conservation"),
    ("no negative count", "nonnegative"),
    ("effects name real seats", "seats"),
    ("turn order in range", "turn_order"),
    ("empty hand ends the round", "round_ends"),
    ("round winner's hand empty", "winner"),
    ("a round can end", "round_can_end"),
    ("target reachable", "target"),
    ("no deadlock", "deadlock"),
    ("claims", "claims"),
    ("team scoring sums", "team_scoring"),
    ("every kind playable", "playable"),
    ("penalty on the rule-breaker", "penalties"),
    ("cards worth playing", "spares_player"),
    ("a report settles its offence", "reports_settle"),
    ("challenge outcomes as meant", "challenge_intent"),
    ("stacked draws passed on", "stacks_pass_on"),
    ("knock-out scores as a loss", "knock_out_scoring"),
    ("text says what the rules do", "stated"),
    ("no dead clause", "dead"),
    ("start cards act as played", "start_as_played"),
    ("start rules", "start_rules"),
    ("legality as written", "legality"),
    ("engine agrees", "engine_agrees"),
)


# The property each per-transition check proves (its counterexample is confirmed by that label).
_LABELS = {method + "_goal": label for label, method in PROPERTIES}
# Positions tried after the smallest when the engine's replay does not reproduce it.
RETRIES = 3


def verify_rules(rules: Rules | str | Path, *, out: str | Path | None = None, agreement_games: int = 3,
                 agreement_actions: int = 120, only: tuple[str, ...] = (),
                 progress: Progress | None = None, model: Callable[[Rules], Model] = Model) -> Report:
    """Every property of one variant; counterexample scenarios are written to ``out``.
    ``progress(label, None)`` is called as a property starts and ``progress(label, result)``
    as it ends (its result; None again when the variant has nothing it applies to).
    ``model`` builds the model the proofs are about (the exhaustive check's mutants)."""
    name = str(rules) if not isinstance(rules, Rules) else rules.name
    t0 = time.perf_counter()
    if not isinstance(rules, Rules):
        from unorules.api import load

        try:
            rules = load(rules)
        except VariantError as err:
            where = f"{err.file}:{err.line}" if err.line else err.file
            detail = (f"{where}: {err.message}" + (f" (clause '{err.clause}')" if err.clause else "")
                      + (f"; hint: {err.hint}" if err.hint else ""))  # a mistyped name's "did you mean"
            return Report((Result(Path(name).stem, "compiles", ERROR, time.perf_counter() - t0, detail),))
    with _fast_z3():
        return _run(rules, out, agreement_games, agreement_actions, only, progress, model)


@contextmanager
def _fast_z3() -> Iterator[None]:
    # z3's Python layer re-checks every argument's sort when Z3_DEBUG is on (under plain
    # ``python``); the terms here are built by code, and the checks cost a fifth of the time.
    old = z3.z3.Z3_DEBUG
    z3.z3.Z3_DEBUG = False
    try:
        yield
    finally:
        z3.z3.Z3_DEBUG = old


def _run(rules: Rules, out: str | Path | None, agreement_games: int, agreement_actions: int,
         only: tuple[str, ...], progress: Progress | None = None,
         model: Callable[[Rules], Model] = Model) -> Report:
    prover = Prover(rules, agreement_games, agreement_actions, model)
    results = []
    for label, method in PROPERTIES:
        if only and method not in only and label not in only:
            continue
        if progress is not None:
            progress(label, None)
        t = time.perf_counter()
        try:
            got = getattr(prover, method)()
        except NotImplementedError as err:
            got = (ERROR, f"no symbolic meaning: {err}", None)
        except UnorulesError as err:
            got = (ERROR, str(err).splitlines()[0], None)
        except Exception as err:  # noqa: BLE001 - the verifier's own failure is reported, never raised
            got = (ERROR, f"the verifier failed on this property: {type(err).__name__}: {err}", None)
        if got is None:
            if progress is not None:
                progress(label, None)
            continue
        status, detail, scenario = got[:3]
        how: dict[str, Any] = dict(got[3]) if len(got) > 3 else {}
        file = None
        confirmed: bool | None = None
        confirmation = ""
        if status == REFUTED and scenario is not None:
            # Only what the engine reproduces is reported as a fault; a counterexample it
            # does not reproduce is the model's own over-approximation, said as such.
            confirmed, confirmation = cx.confirm(rules, scenario, label)
            if not confirmed:
                status = UNCONFIRMED
                detail = f"the model's counterexample does not reproduce on the engine ({confirmation}): {detail}"
        elif status == REFUTED and how.get("confirmed") is not None:
            confirmed, confirmation = bool(how["confirmed"]), str(how.get("confirmation", ""))
        if scenario is not None and out is not None:
            file = str(cx.write(Path(out), rules, label, scenario))
        results.append(Result(rules.name, label, status, time.perf_counter() - t, detail, scenario, file,
                              method=str(how.get("method", "proof")), bound=how.get("bound"),
                              confirmed=confirmed, confirmation=confirmation))
        if progress is not None:
            progress(label, results[-1])
    return Report(tuple(results))
