"""Does the engine do what the model says? Concrete states through symbolic steps.

For a state and an action, :func:`inputs` reads the step's inputs off the concrete
state; :func:`compare` substitutes them into the step's Z3 terms and checks that the
post-state the engine returned is one the model allows (exactly, for a step without
choices; for a step with choices, Z3 finds values of the choices that give it).
:func:`check_games` plays seeded random games and compares every action, plus the
engine's legality and legal actions against the model's predicates; it is what
``verify``'s ``engine agrees`` property runs, and what catches a mutated engine.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import z3
from attrs import frozen

from unorules.engine import legality
from unorules.engine.rules import Rules
from unorules.engine.state import DRAWN, RESPOND, STACK, TOGETHER, TURN, Action, GameState
from unorules.ir import effects as fx
from unorules.verify import solving
from unorules.verify.allowed import PostStates, variables_in
from unorules.verify.compiled import Compiled, Undefined, Unsupported
from unorules.verify.model import Model, Step
from unorules.verify.symbolic import PHASE, Evaluator


@frozen
class Mismatch:
    """A state and action on which the engine and the model disagree."""

    state: GameState
    action: Action | None
    what: str  # which value, expected by the model and got from the engine
    expected: dict[str, Any]  # the model's values (for the counterexample scenario)


class Checker:
    """Caches the symbolic steps of one variant, by what the action is."""

    def __init__(self, rules: Rules, model: Model | None = None) -> None:
        self.rules = rules
        self.model = model if model is not None else Model(rules)
        self.cache: dict[tuple[Any, ...], Step] = {}
        self.evaluators: dict[int, Evaluator] = {}
        self.post_states: dict[int, PostStates | None] = {}
        self.legal_terms: dict[str, tuple[Evaluator, Any]] = {}
        # Verdicts by what they were computed from: many concrete states share their counts.
        self.verdicts: dict[tuple[Any, ...], dict[str, Any] | None] = {}
        self.legal_memo: dict[tuple[Any, ...], bool] = {}
        self._invariant: tuple[Evaluator, list[Any]] | None = None
        self._invariant_reads: tuple[str, ...] = ()
        self._invariant_holds: Compiled | None = None
        # Of each step, the inputs its terms read (an input none reads is not worked out).
        self._reads: dict[int, frozenset[str]] = {}
        self.invariants: dict[tuple[Any, ...], str | None] = {}

    def step(self, key: tuple[Any, ...]) -> Step:
        st = self.cache.get(key)
        if st is None:
            m = self.model
            what = key[0]
            if what == "play":
                _, kind, final, stacking, jump, adding = key
                st = m.play(kind, final=final, stacking=stacking, jump=jump, adding=adding)
            elif what == "respond":
                st = m.respond(key[1], key[2])
            elif what == "report":
                st = m.report(key[1])
            elif what == "start":
                st = m.start(key[1])
            elif what == "choose_held":
                st = m.choose_held(key[1])
            else:
                st = getattr(m, {"pass": "pass_"}.get(what, what))()
            self.cache[key] = st
        return st

    # --- reading a concrete state ----------------------------------------------------
    def base_inputs(self, s: GameState, player: int) -> dict[str, Any]:
        sh = self.model.shape
        v: dict[str, Any] = {
            "n": s.players, "draw": len(s.draw_pile), "discard": len(s.discard_pile),
            "direction": s.direction, "colour": sh.colour_index(s.color),
            "top_kind": sh.kind_index[s.top.kind] if s.discard_pile else 0,
            "top_colour": sh.colour_index(s.top.color) if s.discard_pile else -1,
            "dealer": s.dealer, "pending": s.pending_draw,
            "to_act": s.to_act, "phase": PHASE[s.phase], "player": player,
        }
        for i in range(sh.hi):
            v[f"hand{i}"] = len(s.hands[i]) if i < s.players else 0
        v.update(status_values(self.rules, s, sh.hi))
        if sh.knock_out:
            v.update(out_values(s, sh.hi))
        if self.model.points:
            v.update(self.held_values(s))
        if sh.two_sided:
            v["side"] = s.side
        return v

    def held_values(self, s: GameState) -> dict[str, int]:
        """The held rest of a clause, as the model names it (``held``: its point, -1 none)."""
        h = s.held
        if h is None:
            return {"held": -1, "held_player": 0, "held_skips": 0}
        return {"held": self.model.points.index((h.place, h.kind, h.at)), "held_player": h.player,
                "held_skips": h.skips}

    def hand_counts(self, hand: tuple[Any, ...] | list[Any]) -> dict[str, int]:
        sh = self.model.shape
        got = Counter(sh.colour_index(c.color) for c in hand)
        return {f"hc{i}": got.get(i, 0) for i in range(-1, len(sh.colours))}

    def key_and_inputs(self, s: GameState, a: Action) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
        """Which step the engine takes for ``a`` in ``s``, and its inputs; None: no step."""
        r = self.rules
        sh = self.model.shape
        v = self.base_inputs(s, a.player)
        if a.kind == "play":
            assert a.card is not None
            hand = list(s.hands[a.player])
            stacking = s.phase == STACK
            jump = a.player != s.to_act
            adding = s.phase == TOGETHER
            if not stacking and not adding and not legality.playable(r, a.card, s.top, s.color, tuple(hand), s.players):
                return ("wrong_card",), v
            final = len(hand) == 1
            hand.remove(a.card)
            key = ("play", a.card.kind, final, stacking, jump, adding)
            # What the hand holds besides is read off it only for a step whose terms read
            # it (another card's being playable is the dearest input).
            reads = self.reads(key)
            if any(name.startswith("hc") for name in reads):
                v.update(self.hand_counts(hand))
            if "other_playable" in reads:
                v["other_playable"] = self.other_playable(a.card, s, hand)
            v["card_colour"] = sh.colour_index(a.card.color)
            if a.target is not None:
                v["target"] = a.target
            if a.color is not None:
                v["named"] = sh.colour_index(a.color)
            if a.card.kind in r.together_kinds and not final and "can_add" in reads:
                colour = a.card.color if a.card.color is not None else s.color
                v["can_add"] = any(legality.addable(r, c, a.card, colour, hand, s.players) for c in set(hand))
            return key, v
        if a.kind == "draw" and s.draw_pile and not r.draw.until_playable and r.draw.random is None \
                and not r.draw.again:
            # The card about to be drawn, judged by the model's own legality predicate.
            v["drawn_playable"] = self.legal_value(s.draw_pile[0], s, list(s.hands[a.player]))
            return ("draw",), v
        if a.kind in ("draw", "pass"):
            return (a.kind,), v
        if a.kind == "choose":
            v["named"] = sh.colour_index(a.color)
            if s.held is not None:
                h = s.held
                return ("choose_held", self.model.points.index((h.place, h.kind, h.at))), v
            return ("choose",), v
        if a.kind in ("challenge", "accept"):
            if s.phase == STACK:
                return ("stack_accept",), v
            ch = s.challenge
            assert ch is not None
            v["player"] = ch.player
            outcome = "accepted" if a.kind == "accept" else ("guilty" if ch.guilty else "innocent")
            return ("respond", ch.kind, outcome), v
        if a.kind == "catch":
            v["target"] = a.target
            return ("catch",), v
        if a.kind == "report":
            v["target"] = a.target
            return ("report", a.report), v
        if a.kind == "uno" and "false_uno" in r.penalty_of and not (
                s.uno_at_risk == a.player and len(s.hands[a.player]) == 1):
            return ("false_uno",), v
        return None  # uno and next_round move no card through an effect (next_round: see deal)

    def reads(self, key: tuple[Any, ...]) -> frozenset[str]:
        """The inputs of the step ``key`` that some term of it (a post-state value, a
        constraint, the guard, a value besides) contains: the others change nothing."""
        st = self.step(key)
        got = self._reads.get(id(st))
        if got is None:
            try:
                inside = variables_in([*st.post.values().values(), *st.extra.values(), *st.post.constraints,
                                       *st.guard])
                got = frozenset(name for name, x in st.inputs.items() if x.get_id() in inside)
            except Unsupported:
                got = frozenset(st.inputs)
            self._reads[id(st)] = got
        return got

    def other_playable(self, card: Any, s: GameState, rest: list[Any]) -> bool:
        """The model's input 'another kind in the hand could be played' (what
        NoOtherPlayable asks), read off the concrete hand."""
        from unorules.engine.probe import Probe
        from unorules.ir.conditions.no_other_playable import NoOtherPlayable

        probe = Probe(card, s.top, s.color, tuple(rest), s.players, rules=self.rules)
        return not NoOtherPlayable().holds(probe)

    def legal_value(self, card: Any, s: GameState, rest: list[Any], honest: bool = False) -> bool:
        """The model's legality predicate for ``card`` in ``s`` (``rest``: the hand without it)."""
        m = self.model
        sh = m.shape
        got = self.legal_terms.get(card.kind)
        if got is None:
            probe, v = m.probe(z3.Int("n_probe"))
            v["n"] = probe.n
            terms = {"legal": m.legal(card.kind, probe), "honest": m.honest(card.kind, probe)}
            got = self.legal_terms[card.kind] = (Evaluator(v, terms), None)
        ev = got[0]
        values: dict[str, Any] = {
            "n": s.players, "card_kind": sh.kind_index[card.kind], "card_colour": sh.colour_index(card.color),
            "top_kind": sh.kind_index[s.top.kind], "top_colour": sh.colour_index(s.top.color),
            "colour": sh.colour_index(s.color), "holds": False,
        }
        which = "honest" if honest else "legal"
        # Most play conditions read the card, the top card and the colour only: the hand's
        # counts and whether another card is playable (the dearest input) are read off the
        # state only for a term that contains them, and the verdict is kept by what it reads.
        reads = ev.reads(which)
        if any(name.startswith("hc") for name in reads):
            values.update(self.hand_counts(rest))
        if "other_playable" in reads:
            values["other_playable"] = self.other_playable(card, s, rest)
        key = (card.kind, which, *sorted((k, x) for k, x in values.items() if k in reads))
        got_value = self.legal_memo.get(key)
        if got_value is None:
            got_value = self.legal_memo[key] = bool(ev(values, [which])[which])
        return got_value

    # --- comparing -------------------------------------------------------------------------
    def observed(self, s: GameState) -> dict[str, Any]:
        sh = self.model.shape
        out: dict[str, Any] = {
            "draw": len(s.draw_pile), "discard": len(s.discard_pile), "direction": s.direction,
            "colour": sh.colour_index(s.color), "to_act": s.to_act, "phase": PHASE[s.phase],
            "pending": s.pending_draw,
        }
        for i in range(s.players):
            out[f"hand{i}"] = len(s.hands[i])
        out.update(status_values(self.rules, s, s.players))
        if sh.knock_out:
            out.update(out_values(s, s.players))
        if self.model.points:
            held = self.held_values(s)
            out.update(held if held["held"] >= 0 else {"held": -1})
        if sh.two_sided:
            out["side"] = s.side
        return out

    def compare(self, st: Step, v: dict[str, Any], after: GameState,
                extra: dict[str, Any] | None = None, *, fast: bool = True) -> dict[str, Any] | None:
        """None when the engine's ``after`` is a post-state the model allows; else the
        model's values (where it can name them) for the keys that differ. ``fast=False``:
        Z3 alone answers (the tests hold the Python comparison to it)."""
        want = self.wanted(after, extra)
        ev = self._terms(st, want)
        which = "_agree_guilt" if extra and "guilt" in extra else "_agree"
        # Most pre-states leave the model nothing to choose: the post-state's values, worked
        # out once for the pre-state, are compared in Python. Only an allowed step is
        # answered there; what it leaves open, and every disagreement (for its report),
        # Z3 answers.
        quick = self.post_states[id(st)]
        if fast and quick is not None and quick.allows(v, want, guilt=which == "_agree_guilt"):
            return None
        values = dict(v)
        values.update({f"want_{k}": val for k, val in want.items()})
        memo = (id(st), which, *sorted(values.items()))
        if memo in self.verdicts:
            return self.verdicts[memo]
        got_diff = self.verdicts[memo] = self._compare(ev, which, values, v, want)
        return got_diff

    def fast_verdict(self, st: Step, v: dict[str, Any], after: GameState,
                     extra: dict[str, Any] | None = None) -> bool | None:
        """What the comparison in Python says of ``after`` (None: it leaves it to Z3)."""
        want = self.wanted(after, extra)
        self._terms(st, want)
        quick = self.post_states[id(st)]
        return None if quick is None else quick.allows(v, want, guilt=bool(extra and "guilt" in extra))

    def wanted(self, after: GameState, extra: dict[str, Any] | None) -> dict[str, Any]:
        """The values of the engine's post-state ``after`` the model's are compared with."""
        want = self.observed(after)
        for i in range(after.players, self.model.shape.hi):
            want[f"hand{i}"] = 0
            for st_rule in self.rules.statuses:
                want[f"{st_rule.name}:{i}"] = 0
            if self.model.shape.knock_out:
                want[f"out:{i}"] = 0
        if extra:
            want.update(extra)
        return want

    def _terms(self, st: Step, want: dict[str, Any]) -> Evaluator:
        """The comparison's terms of ``st``, made on its first comparison (``want``: that
        post-state's values, which say what is compared)."""
        ev = self.evaluators.get(id(st))
        if ev is not None:
            return ev
        post = st.post.values()
        post.update(st.extra)
        keys = [k for k in post if k in want or k == "guilt"]
        wants = {k: (z3.Bool if z3.is_bool(post[k]) else z3.Int)(f"want_{k}") for k in keys}
        agree = {k: post[k] == wants[k] for k in keys}
        inputs = {**st.inputs, **{f"want_{k}": w for k, w in wants.items()}}
        terms = dict(post)
        terms.update(st.extra)
        terms["_constraints"] = z3.And(st.post.constraints)
        # The step's guard too: a step the engine takes where the model's guard fails is
        # outside the relation the proofs are about (they assume the guard).
        terms["_guard"] = z3.And(*st.guard)
        terms.update({f"_guard{i}": g for i, g in enumerate(st.guard)})
        terms["_agree"] = z3.And(*(t for k, t in agree.items() if k != "guilt"), terms["_constraints"],
                                 terms["_guard"])
        if "guilt" in agree:
            terms["_agree_guilt"] = z3.And(terms["_agree"], agree["guilt"])
        ev = self.evaluators[id(st)] = Evaluator(inputs, terms)
        conditions = [c if z3.is_expr(c) else z3.BoolVal(bool(c)) for c in (*st.post.constraints, *st.guard)]
        try:
            self.post_states[id(st)] = PostStates(st.inputs, terms, keys, conditions)
        except Unsupported:
            self.post_states[id(st)] = None
        return ev

    def _compare(self, ev: Evaluator, which: str, values: dict[str, Any], v: dict[str, Any],
                 want: dict[str, Any]) -> dict[str, Any] | None:
        verdict = ev(values, [which])[which]
        if verdict is True:
            return None
        if verdict is not False:
            # It depends on the model's choices: is there one that gives the engine's values?
            solver = solving.solver()
            solver.add(verdict)
            if solving.check(solver) == z3.sat:
                return None
        guards = [k for k in ev.terms if k.startswith("_guard") and k != "_guard"]
        held = ev(values, guards)
        broken = [k for k in guards if held[k] is False]
        if broken:
            text = str(ev.terms[broken[0]]).replace("\n", " ")
            return {"guard": "the model's guard " + (text if len(text) < 200 else text[:197] + "...")
                    + " does not hold of the engine's position"}
        keys = [k for k in want if k in ev.terms]
        got = ev(v, keys)
        diff = {k: (val if not z3.is_expr(val) else "another value")
                for k, val in got.items() if z3.is_expr(val) or val != want[k]}
        return diff or {"choices": "none fits"}


class Agreement(Checker):
    def check_action(self, s: GameState, a: Action, after: GameState) -> Mismatch | None:
        got = self.key_and_inputs(s, a)
        if got is None:
            if a.kind == "next_round":
                return self.check_deal(s, a, after)
            return None
        return self._check_step(s, a, after, *got)

    def comparison(self, s: GameState, a: Action, after: GameState
                   ) -> tuple[Step, dict[str, Any], dict[str, Any] | None] | None:
        """What ``a`` from ``s`` is compared by: the model's step, its inputs and the
        engine's values compared besides the post-state's (a challenge's verdict); None
        for an action compared otherwise (a new round: ``check_deal``) or not at all."""
        got = self.key_and_inputs(s, a)
        return None if got is None else self._comparison(*got, after)

    def _comparison(self, key: tuple[Any, ...], v: dict[str, Any], after: GameState
                    ) -> tuple[Step, dict[str, Any], dict[str, Any] | None]:
        st = self.step(key)
        extra = None
        if key[0] == "play" and not key[2] and "guilt" in st.extra and after.challenge is not None:
            extra = {"guilt": after.challenge.guilty}
        return st, v, extra

    def _check_step(self, s: GameState, a: Action, after: GameState, key: tuple[Any, ...],
                    v: dict[str, Any]) -> Mismatch | None:
        st, v, extra = self._comparison(key, v, after)
        diff = self.compare(st, v, after, extra)
        if diff is None:
            return None
        obs = self.observed(after)
        if extra:
            obs.update(extra)
        what = ", ".join(f"{k}: model {val}, engine {obs.get(k)}" for k, val in sorted(diff.items()))
        return Mismatch(s, a, f"{st.name}: {what}", diff)

    def check_deal(self, s: GameState, a: Action | None, after: GameState) -> Mismatch | None:
        """A new round: the deal's counts, then the start rule of the card left on top."""
        r = self.rules
        h = r.hand_size
        kind = after.top.kind
        st = self.step(("start", kind))
        v = self.base_inputs(after, after.dealer)
        v.update({"draw": len(r.deck) - s.players * h - 1, "discard": 1, "direction": 1, "pending": 0})
        for i in range(s.players):
            v[f"hand{i}"] = h
            for st_rule in r.statuses:
                v[f"{st_rule.name}:{i}"] = 0
        diff = self.compare(st, v, after)
        if diff is None:
            again = self.evaluators[id(st)](v, ["again"])["again"] if "again" in st.extra else False
            if again is True:
                return Mismatch(s, a, f"deal: {kind} stayed on top, but its start rule sends it back", {})
            return None
        # A card sent back by a start rule that also did something else leaves that
        # something behind; the comparison above only knows the last card's rule.
        if any(e.returns_card for effs in r.start_of.values() for e in fx.flat(effs)
               if len(effs) > 1):
            return None
        what = ", ".join(f"{k}: model {val}" for k, val in sorted(diff.items()))
        return Mismatch(s, a, f"deal and start {kind}: {what}", diff)

    def check_legal(self, s: GameState, legal: tuple[Action, ...]) -> tuple[str, dict[str, Any]] | None:
        """``legal_actions`` against the model's legality predicates."""
        r = self.rules
        m = self.model
        sh = m.shape
        p = s.to_act
        kinds = {a.kind for a in legal if a.player == p}
        if s.phase == DRAWN and r.draw.again and "pass" not in kinds:
            return "no pass after drawing", {}
        if s.phase == TURN or (s.phase == DRAWN and r.draw.again):  # a turn left open after drawing
            hand = s.hands[p]
            offered = {a.card for a in legal if a.kind == "play" and a.player == p}
            any_ok = False
            for card in set(hand):
                rest = list(hand)
                rest.remove(card)
                ok = self.legal_value(card, s, rest)
                any_ok = any_ok or ok
                if ok != (card in offered):
                    return (f"{card} on {s.top} (colour {s.color}): the model says "
                            f"{'playable' if ok else 'not playable'}, legal_actions "
                            f"{'offers' if card in offered else 'does not offer'} it",
                            {"card": str(card), "legal": ok})
            if ("draw" in kinds) != (r.draw.anytime or not any_ok):
                return f"draw {'offered' if 'draw' in kinds else 'not offered'} against the draw rule", {}
        elif s.phase == DRAWN:
            d = s.drawn
            rest = list(s.hands[p])
            if d is not None and d in rest:
                rest.remove(d)
            can = d is not None and self.legal_value(d, s, rest)
            honest = d is not None and self.legal_value(d, s, rest, honest=True)
            if any(a.kind == "play" and a.player == p for a in legal) != can:
                return f"the drawn {d}: the model says {'playable' if can else 'not playable'}", {}
            if ("pass" in kinds) != (not honest or r.draw.after == "may"):
                return ("pass offered against the draw rule" if "pass" in kinds else "no pass after drawing"), {}
        elif s.phase == RESPOND:
            if not {"challenge", "accept"} <= kinds:
                return "challenge or accept missing while a challenge is open", {}
        elif s.phase == STACK:
            if "accept" not in kinds:
                return "accept missing while a draw is stacked", {}
        elif not s.game_over and not legal:
            return f"no legal action in phase {s.phase}", {}
        del sh
        return None

    # --- the model's transition relation, as the exhaustive check reads it -----------------
    def allows(self, s: GameState, a: Action, after: GameState) -> tuple[str | None, str | None]:
        """Which of the model's transitions ``a`` takes from ``s`` (None: one that moves no
        card, an UNO call), and what differs when the model does not allow the engine's
        ``after`` (None: it does)."""
        got = self.key_and_inputs(s, a)
        if got is None:
            if a.kind == "next_round":
                mm = self.check_deal(s, a, after)
                return f"start {after.top.kind}", None if mm is None else mm.what
            return None, None
        name = self.step(got[0]).name
        mm = self._check_step(s, a, after, *got)
        return name, None if mm is None else mm.what

    def deal_allowed(self, s: GameState) -> tuple[str, str | None]:
        """The deal of a new game and its start rule, as the model has them: the start
        transition taken, and what differs (None: the model allows it)."""
        mm = self.check_deal(s, None, s)
        return f"start {s.top.kind}", None if mm is None else mm.what

    def transition_classes(self) -> list[list[str]]:
        """The model's transitions, by the names ``allows`` gives them, in the classes the
        proofs tell apart (kinds alike in every rule share one proof: see
        ``Model.signature_of``)."""
        classes: dict[tuple[Any, ...], list[str]] = {}
        for t in self.model.transitions():
            if t.kind == "deal":
                continue
            name = t.name if t.name is not None else t.make().name
            sig = self.model.signature_of(name, t.kind) if t.name is not None else (name,)
            classes.setdefault(sig, []).append(name)
        return list(classes.values())

    def _invariant_terms(self) -> tuple[Evaluator, list[Any]]:
        if self._invariant is None:
            z, v = self.model.fresh()
            parts = self.model.invariant(z)
            terms = {f"i{i}": t for i, t in enumerate(parts)}
            terms["all"] = z3.And(*parts)
            self._invariant = (Evaluator(v, terms), parts)
            self._invariant_reads = tuple(sorted(self._invariant[0].reads("all")))
            try:
                self._invariant_holds = Compiled({k: v[k] for k in self._invariant_reads}, [terms["all"]])
            except Unsupported:
                self._invariant_holds = None
        return self._invariant

    def invariant_holds(self, values: dict[str, Any]) -> bool | None:
        """Whether the invariant holds of the pre-state ``values``, worked out in Python
        (None: Python cannot tell; Z3 then answers, and says which part fails)."""
        self._invariant_terms()
        fn = self._invariant_holds
        if fn is None or any(values.get(name) is None for name in self._invariant_reads):
            return None
        try:
            return bool(fn(values)[0])
        except Undefined:
            return None

    def invariant_broken(self, s: GameState, *, fast: bool = True) -> str | None:
        """None when the model's invariant (the induction hypothesis of every proof) holds
        of ``s``; else the first part of it that does not, in Z3's words. ``fast=False``:
        Z3 alone answers, afresh (the tests hold the Python evaluation to it)."""
        ev, parts = self._invariant_terms()
        values = self.base_inputs(s, s.to_act)
        # Kept by the values of what the invariant reads (most states share them).
        key = tuple(values.get(name) for name in self._invariant_reads)
        if fast and key in self.invariants:
            return self.invariants[key]
        why = None
        if not (fast and self.invariant_holds(values) is True) and ev(values, ["all"])["all"] is not True:
            got = ev(values, [f"i{i}" for i in range(len(parts))])
            bad = [i for i in range(len(parts)) if got[f"i{i}"] is not True]
            text = str(parts[bad[0]]).replace("\n", " ")
            why = text if len(text) < 300 else text[:297] + "..."
        if fast:
            self.invariants[key] = why
        return why


def check_games(rules: Rules, *, games: int = 6, max_actions: int = 150, seed: int = 0,
                stop_at_first: bool = True, model: Model | None = None) -> list[Mismatch]:
    """Play seeded random games and compare every action with the model."""
    ag = Agreement(rules, model)
    rng = random.Random(seed)
    found: list[Mismatch] = []
    span = rules.max_players - rules.min_players + 1
    deck = Counter(rules.deck)  # counted once: every action's cards are compared with it
    for g in range(games):
        players = rules.min_players + (g * 3 + seed) % span
        state = rules.new_game(players=players, seed=seed * 1000 + g)
        for _ in range(max_actions):
            try:
                legal = rules.legal_actions(state)
            except Exception as err:  # noqa: BLE001 - as above
                found.append(Mismatch(state, None, f"legal_actions raised {type(err).__name__}: {err}", {}))
                return found
            bad = ag.check_legal(state, legal)
            if bad is not None:
                found.append(Mismatch(state, None, bad[0], bad[1]))
                if stop_at_first:
                    return found
            if not legal:
                break
            a = _pick(rng, state, legal)
            try:
                after = rules.apply(state, a)
            except Exception as err:  # noqa: BLE001 - an engine crash is what this check reports
                found.append(Mismatch(state, a, f"the engine raised {type(err).__name__}: {err}", {}))
                return found

            mm = ag.check_action(state, a, after)
            if mm is not None:
                found.append(mm)
                if stop_at_first:
                    return found
            if Counter(after.all_cards()) != deck:
                found.append(Mismatch(state, a, "the card multiset changed", {"cards": len(rules.deck)}))
                if stop_at_first:
                    return found
            state = after
    return found


def _pick(rng: random.Random, s: GameState, legal: tuple[Action, ...]) -> Action:
    # Mostly in-turn play, so games move; sometimes anything (calls, catches, reports).
    plays = [a for a in legal if a.kind == "play" and a.player == s.to_act]
    if plays and rng.random() < 0.7:
        return plays[rng.randrange(len(plays))]
    return legal[rng.randrange(len(legal))]


# --- one primitive at a time ----------------------------------------------------------------
def table_values(rules: Rules, t: Any) -> dict[str, Any]:
    """What the model tracks of a concrete Table, by the SymTable's names."""
    from unorules.verify.symbolic import Shape

    sh = Shape.of(rules)
    out: dict[str, Any] = {
        "draw": len(t.draw), "discard": len(t.discard), "direction": t.direction,
        "colour": sh.colour_index(t.color), "pending": t.pending_draw, "skips": t.skips,
        "plays_first_set": t.plays_first is not None, "chooser_set": t.chooser is not None,
        "turn_another": t.turn_another, "turn_ends": t.turn_ends, "challenge_open": t.challenge_open,
        "stack_open": t.stack_open,
    }
    if t.plays_first is not None:
        out["plays_first"] = t.plays_first
    if t.chooser is not None:
        out["chooser"] = t.chooser
    for i, h in enumerate(t.hands):
        out[f"hand{i}"] = len(h)
    for st_rule, row in zip(rules.statuses, t.statuses, strict=False):
        for i, k in enumerate(row):
            out[f"{st_rule.name}:{i}"] = k
    return out


def status_values(rules: Rules, s: GameState, seats: int) -> dict[str, int]:
    """The state's status counts as the model names them (``pose:1``), seats past the
    table's size and statuses the state does not list yet counting 0."""
    out = {}
    for k, st in enumerate(rules.statuses):
        row = s.statuses[k] if k < len(s.statuses) else ()
        for i in range(seats):
            out[f"{st.name}:{i}"] = row[i] if i < min(len(row), s.players) else 0
    return out


def out_values(s: GameState, seats: int) -> dict[str, int]:
    """Who is knocked out, as the model names it (``out:1``); seats past the table, 0."""
    return {f"out:{i}": int(s.is_out(i)) if i < s.players else 0 for i in range(seats)}


def symbolic_table(rules: Rules, s: GameState, ctx: Any) -> Any:
    """A SymTable holding the counts of ``s`` as Z3 numerals, with ``ctx``'s words."""
    from unorules.verify.symbolic import Shape, SymTable

    sh = Shape.of(rules)
    iv = z3.IntVal
    hands = [iv(len(s.hands[i]) if i < s.players else 0) for i in range(rules.max_players)]
    values = status_values(rules, s, rules.max_players)
    statuses = {st.name: [iv(values[f"{st.name}:{i}"]) for i in range(rules.max_players)] for st in rules.statuses}
    out = [iv(v) for v in out_values(s, rules.max_players).values()]
    return SymTable(
        sh, iv(s.players), hands, statuses, out, draw=iv(len(s.draw_pile)), discard=iv(len(s.discard_pile)),
        direction=iv(s.direction), colour=iv(sh.colour_index(s.color)),
        top_kind=iv(sh.kind_index[s.top.kind]), top_colour=iv(sh.colour_index(s.top.color)),
        dealer=iv(s.dealer), pending=iv(s.pending_draw),
        to_act=iv(s.to_act), phase=iv(PHASE[s.phase]), player=iv(ctx.player),
        target=None if ctx.target is None else iv(ctx.target),
        named=None if ctx.colour is None else iv(sh.colour_index(ctx.colour)), final=ctx.final,
    )


def check_primitive(rules: Rules, s: GameState, e: fx.Effect, ctx: Any) -> str | None:
    """Run ``e`` concretely on a Table of ``s`` and symbolically on the same counts;
    None when they agree, else what differs."""
    from unorules.engine.table import Table

    t = Table(rules, s)
    t.reset_outcome()
    try:
        e.run(t, ctx)
        want: dict[str, Any] | None = table_values(rules, t)
    except (ValueError, AssertionError):
        want = None  # a seat that does not exist: the model must say so
    z = symbolic_table(rules, s, ctx)
    e.symbolic(z)
    sound = all(z3.is_true(z3.simplify(ob)) for ob, _ in z.obligations)
    if sound != (want is not None):
        return f"{e!r}: the engine {'runs' if want is not None else 'cannot run'} it, the model says otherwise"
    if want is None:
        return None
    got = z.values()
    facts = []
    for k, v in want.items():
        val = z3.simplify(got[k])
        if z.choices:
            facts.append(got[k] == (z3.BoolVal(v) if isinstance(v, bool) else v))
            continue
        value = val.as_long() if z3.is_int_value(val) else (z3.is_true(val) if z3.is_bool(val) else None)
        if value != v:
            return f"{e!r} with {ctx}: {k}: model {val}, engine {v}"
    if facts:
        solver = solving.solver()
        solver.add(*z.constraints, *facts)
        if solving.check(solver) != z3.sat:
            return f"{e!r} with {ctx}: no choice of the model gives the engine's counts {want}"
    return None
