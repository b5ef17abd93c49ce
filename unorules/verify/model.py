"""The engine's transitions over the symbolic table, built from the compiled IR.

The builders here are the turn structure of :mod:`unorules.engine.core` (``_play``,
``_choose``, ``finish``, ``start_rule``, ``deal``, a pass in a phase that takes one) and
run the IR's effect sequences through the primitives' ``symbolic`` methods; every clause
kind's own meaning (a report, a challenge's outcomes, a stack, the UNO calls, a wrong
card, drawing, knock-outs, jump-ins, cards played together) is its class's, asked at the
named points of :data:`unorules.ir.mechanic.SYMBOLIC_POINTS` as the engine asks the
kinds at its hooks. The methods named after an action (``report``, ``respond``,
``catch``, ...) only look those transitions up by the names the engine check and the
claims ask for. A :class:`Step` is one transition:
its named inputs (fresh Z3 variables for a pre-state and the action's words), the
guard under which the engine takes it, and the post-state. The proofs quantify over
the inputs; the agreement check substitutes a concrete state and compares the
post-state with what the engine returns.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import z3
from attrs import define, field, frozen

from unorules.engine.rules import Rules
from unorules.engine.state import CHOOSE, DRAWN, GAME_OVER, RESPOND, ROUND_OVER, STACK, TURN
from unorules.ir import effects as fx
from unorules.ir.conditions import Cond
from unorules.ir.mechanic import SYMBOLIC_POINTS, Clause, SymAction
from unorules.ir.rules import defers_choice
from unorules.ir.vocab import ActionKind
from unorules.verify.symbolic import (
    BOOL_FIELDS,
    INT_FIELDS,
    PHASE,
    Shape,
    SymProbe,
    SymTable,
    above,
    all_of,
    colour_counts,
    equals,
    fresh_bool,
    fresh_int,
    int_val,
    ite,
)

Guard = list[Any]


@define
class Step:
    """One transition of the engine, symbolically."""

    name: str  # what the report prints: "play draw_two", "start wild", ...
    kind: str  # play | draw | pass | choose | respond | stack_accept | catch | report | wrong_card | start | deal
    inputs: dict[str, Any]  # name -> Z3 variable
    guard: Guard  # when the engine takes this path (besides the invariant)
    pre: SymTable
    post: SymTable
    extra: dict[str, Any] = field(factory=dict)  # guilt, again (start: turned another), ...
    final: bool = False


class Model:
    """Symbolic transitions of one compiled variant."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.shape = Shape.of(rules)
        self.deck = len(rules.deck)
        self.k = len(rules.kinds)
        self.memo: dict[str, Step] = {}  # steps by name, built once for the proofs and the engine check
        # Where a clause waits for a colour named in a later action (engine.core.run_clause).
        self.points = rules.held_points()
        self.phases = PHASE
        # The variant's clauses with a part at each of the model's named points, in the
        # engine's order of the kinds.
        kept = sorted(rules.mechanics, key=lambda cl: type(cl).listed)
        self.parts = {point: tuple(cl for cl in kept if getattr(type(cl), point) is not getattr(Clause, point))
                      for point in SYMBOLIC_POINTS}
        # The invariant of a table of fresh variables, by the player count (None: symbolic).
        self._templates: dict[int | None, _Template] = {}
        self._over: dict[tuple[str, int | None], _Template] = {}

    # --- inputs and the invariant ------------------------------------------------------
    def fresh(self, *, target: bool = False, named: bool = False, final: bool = False,
              n: int | None = None) -> tuple[SymTable, dict[str, Any]]:
        """A pre-state of fresh variables (and the action's target and colour when used)."""
        sh = self.shape
        v: dict[str, Any] = {"n": z3.IntVal(n) if n is not None else fresh_int("n")}
        for name in ("draw", "discard", "direction", "colour", "top_kind", "top_colour", "dealer",
                     "pending", "to_act", "phase", "player"):
            v[name] = fresh_int(name)
        hands = [fresh_int(f"hand{i}") for i in range(sh.hi)]
        for i, h in enumerate(hands):
            v[f"hand{i}"] = h
        statuses: dict[str, list[Any]] = {}
        for name in sh.statuses:
            statuses[name] = [fresh_int(f"{name}:{i}") for i in range(sh.hi)]
            for i, p in enumerate(statuses[name]):
                v[f"{name}:{i}"] = p
        out = None
        if sh.knock_out:
            out = [fresh_int(f"out:{i}") for i in range(sh.hi)]
            v.update({f"out:{i}": o for i, o in enumerate(out)})
        if target:
            v["target"] = fresh_int("target")
        if named:
            v["named"] = fresh_int("named")
        held: dict[str, Any] = {}
        if self.points:
            for name in ("held", "held_player", "held_skips"):
                held[name] = v[name] = fresh_int(name)
        if sh.two_sided:
            held["side"] = v["side"] = fresh_int("side")
        z = SymTable(
            sh, v["n"], hands, statuses, out, draw=v["draw"], discard=v["discard"], direction=v["direction"],
            colour=v["colour"], top_kind=v["top_kind"], top_colour=v["top_colour"],
            dealer=v["dealer"], pending=v["pending"], to_act=v["to_act"], phase=v["phase"], player=v["player"],
            target=v.get("target"), named=v.get("named"), final=final, **held,
        )
        z.fresh_leaves = tuple(_leaves(z))
        return z, v

    def invariant(self, z: SymTable) -> list[Any]:
        """What holds of every reachable state (count-wise), the induction hypothesis."""
        # Every step's pre-state is a table of fresh variables, and building the invariant's
        # terms in Python is a sixth of a variant's proofs: it is built once per player count
        # and the step's variables are put in place of the template's (the same terms).
        if z.fresh_leaves is None:
            return self._invariant(z)
        key = z.n.as_long() if z3.is_int_value(z.n) else None
        template = self._templates.get(key)
        if template is None:
            t, _ = self.fresh(n=key)
            template = self._templates[key] = _Template(t, self._invariant(t))
        got = template.renamed(z)
        return got if got is not None else self._invariant(z)

    def over(self, what: str, z: SymTable, build: Callable[[SymTable], list[Any]]) -> list[Any]:
        """``build(z)`` for a predicate of the state: built once over a table whose every
        field is a variable, and ``z``'s terms put in their place (the goals of the
        post-states; their terms nest a whole step, and building the predicate over them
        costs as much again). Where ``build`` reads a field as a number (a seat known
        outright), the renamed term asks of it what the built one would have taken as said."""
        key = (what, z.n.as_long() if z3.is_int_value(z.n) else None)
        template = self._over.get(key)
        if template is None:
            template = self._over[key] = _Template.open(self.shape, z.n if z3.is_int_value(z.n) else None, build)
        return template.substituted(z)

    def _invariant(self, z: SymTable) -> list[Any]:
        sh = self.shape
        n = z.n
        out = [n >= sh.lo, n <= sh.hi, z.draw >= 0, z.discard >= 1, z.pending >= 0]
        out += [z3.If(n > i, h >= 0, h == 0) for i, h in enumerate(z.hands)]
        out.append(z.draw + z.discard + z.total_in_hands() == self.deck)
        out += self.ranges(z)
        # Only a colour choice (or the end of a round) may wait without an active colour:
        # cards picked for an effect are picked under the colour of the card played.
        out.append(z3.Or(z.colour >= 0, z3.And(z.phase == PHASE[CHOOSE], z3.Not(self.picking(z))),
                         z.phase >= PHASE[ROUND_OVER]))
        out.append(self.hands_held(z))
        if self.points:
            # A held rest of a clause waits exactly while its colour is named.
            out += [z.held >= -1, z.held < len(self.points),
                    z3.Implies(z.held >= 0, z3.And(z.phase == PHASE[CHOOSE], self.seat(z, z.held_player),
                                                   z.held_skips >= 0, z.held_skips <= n))]
            # While an effect waits for picks, what it says of the seat to pick.
            out += [z3.Implies(z.held == i, self.rules.waiting(*point).symbolic_picks(z, z.held_player))
                    for i, point in enumerate(self.points) if self.rules.picks_at(*point)]
        for cl in self.parts["symbolic_invariant"]:
            out += cl.symbolic_invariant(self, z)
        return out

    def picking(self, z: SymTable) -> Any:
        """The clause held waits for cards picked, not for a colour."""
        picks = [i for i, (place, kind, at) in enumerate(self.points) if self.rules.picks_at(place, kind, at)]
        return z3.Or(*(z.held == i for i in picks)) if picks else z3.BoolVal(False)

    def hands_held(self, z: SymTable) -> Any:
        """While a round runs every player still in holds a card (an empty hand ends the round)."""
        return z3.Implies(z.phase < PHASE[ROUND_OVER],
                          z3.And(*(z3.Implies(z3.And(z.n > i, o == 0), h >= 1)
                                   for i, (h, o) in enumerate(zip(z.hands, z.out, strict=True)))))

    def after_action(self, z: SymTable) -> None:
        """``engine.core``'s after_action point: each kind's part that watches the table."""
        for cl in self.parts["symbolic_after_action"]:
            cl.symbolic_after_action(self, z)

    def colour_follows_top(self) -> bool:
        """No coloured card ever names a colour: then a coloured top card is always of the
        active colour (only a Wild changes it to another)."""
        r = self.rules
        coloured = {k.name for k in r.kinds if k.coloured}
        effects = [e for k, effs in (*r.on, *r.start) if k in coloured for e in fx.flat(effs)]
        effects += [e for ch in r.challenges if ch.kind in coloured
                    for effs in (ch.accepted, ch.guilty, ch.innocent) for e in fx.flat(effs)]
        return not any(e.sets_colour for e in effects)

    def ranges(self, z: SymTable) -> list[Any]:
        sh = self.shape
        n = z.n
        follows = ([z3.Implies(z3.And(sh.is_coloured(z.top_kind), z.phase < PHASE[ROUND_OVER]),
                               z3.And(z.colour == z.top_colour, z3.Or(z.phase != PHASE[CHOOSE], self.picking(z))))]
                   if self.colour_follows_top() else [])

        def seat(s: Any) -> Any:
            return z3.And(s >= 0, s < n)

        return [
            z3.Or(z.direction == 1, z.direction == -1),
            seat(z.to_act), seat(z.dealer),
            # A status lasts at most the turn starts it declares; seats past n hold none.
            *(z3.If(n > i, z3.And(p >= 0, p <= sh.statuses[name]), p == 0)
              for name, row in z.statuses.items() for i, p in enumerate(row)),
            z.colour >= -1, z.colour < len(sh.colours),
            z.top_kind >= 0, z.top_kind < self.k,
            # Of a two-sided deck: one side is up, and the top card shows a face of it.
            *([z3.Or(z.side == 0, z.side == 1), sh.on_side(z.top_kind, z.side)] if sh.two_sided else []),
            z3.If(sh.is_coloured(z.top_kind),
                  z3.And(z.top_colour >= 0, z.top_colour < len(sh.colours)), z.top_colour == -1),
            z.phase >= 0, z.phase < len(PHASE),
            # A total is owed only while a stack waits for its answer (or a card stacked on
            # it waits for its challenge): a pending draw left over into a turn is stale.
            z3.Implies(z3.And(z.phase != PHASE[STACK], z.phase != PHASE[RESPOND]), z.pending == 0),
            *follows,
        ]

    def seat(self, z: SymTable, s: Any) -> Any:
        return all_of(s >= 0, s < z.n)

    def counts_nonnegative(self, z: SymTable) -> list[Any]:
        return [z.draw >= 0, z.discard >= 0, *(h >= 0 for h in z.hands), z.pending >= 0]

    def conserved(self, z: SymTable) -> Any:
        return z.draw + z.discard + z.total_in_hands() == self.deck

    # --- legality -----------------------------------------------------------------------
    def probe(self, n: Any, prefix: str = "hand") -> tuple[SymProbe, dict[str, Any]]:
        """A probe of fresh variables: a card, the top card, the active colour, the hand."""
        v = {name: fresh_int(name) for name in ("card_kind", "card_colour", "top_kind", "top_colour", "colour")}
        counts, read = colour_counts(len(self.shape.colours), prefix)
        for i, c in enumerate(counts):
            v[f"hc{i - 1}"] = c
        v["other_playable"] = fresh_bool("other_playable")
        if self.shape.two_sided:
            v["side"] = fresh_int("side")  # the side up: the card and the top card show faces of it
        p = SymProbe(card_kind=v["card_kind"], card_colour=v["card_colour"], top_kind=v["top_kind"],
                     top_colour=v["top_colour"], colour=v["colour"], n=n,
                     hand_count=read, other_playable=v["other_playable"])
        return p, v

    def probe_valid(self, p: SymProbe, v: dict[str, Any]) -> list[Any]:
        sh = self.shape
        c = len(sh.colours)
        out = [p.card_kind >= 0, p.card_kind < self.k, p.top_kind >= 0, p.top_kind < self.k,
               p.colour >= 0, p.colour < c]
        for kind, colour in ((p.card_kind, p.card_colour), (p.top_kind, p.top_colour)):
            out.append(z3.If(sh.is_coloured(kind), z3.And(colour >= 0, colour < c), colour == -1))
        out += [x >= 0 for name, x in v.items() if name.startswith("hc")]
        if sh.two_sided:
            # A rule reads the faces that are up: the card played and the top card show
            # faces of one side (the same as in every reachable state, see ``ranges``).
            side = v["side"]
            out += [z3.Or(side == 0, side == 1), sh.on_side(p.card_kind, side), sh.on_side(p.top_kind, side)]
        return out

    def cond(self, c: Cond, p: SymProbe) -> Any:
        return c.symbolic(p)

    def legal(self, kind: str, p: SymProbe) -> Any:
        """``engine.legality.playable`` for a card of ``kind``: its play condition and, unless the
        card may be challenged instead, its restriction."""
        r = self.rules
        ok = r.play_of[kind].symbolic(p)
        req = r.require_of.get(kind)
        if req is None or kind in r.challenge_of:
            return ok
        return z3.And(ok, req.symbolic(p))

    def honest(self, kind: str, p: SymProbe) -> Any:
        """``engine.legality.playable_honestly``: playable without a bluff (the restriction kept too);
        what 'must play it' and 'draw until playable' look for."""
        req = self.rules.require_of.get(kind)
        ok = self.rules.play_of[kind].symbolic(p)
        return ok if req is None else z3.And(ok, req.symbolic(p))

    def guilt(self, kind: str, p: SymProbe) -> Any:
        """What a challenge of ``kind`` finds: the restriction was broken."""
        return z3.Not(self.rules.require_of[kind].symbolic(p))

    # --- the engine's turn logic -----------------------------------------------------------
    def begin_turn(self, z: SymTable, seat: Any) -> None:
        z.phase = z3.IntVal(PHASE[TURN])
        z.to_act = seat
        # Only the seat whose turn begins counts its statuses down.
        z.statuses = {name: [z3.If(z3.And(seat == i, p > 0), p - 1, p) for i, p in enumerate(row)]
                      for name, row in z.statuses.items()}

    def finish(self, z: SymTable) -> None:
        turn = z.fork()
        nxt = z3.If(z.plays_first_set, z.plays_first, z.seat_after(z.player, 1 + z.skips))
        self.begin_turn(turn, nxt)
        z.phase = z3.If(z.chooser_set, PHASE[CHOOSE], z3.If(z.challenge_open, PHASE[RESPOND], PHASE[STACK]))
        z.to_act = z3.If(z.chooser_set, z.chooser, z.seat_after(z.player))
        z.merge(z3.Not(z3.Or(z.chooser_set, z.challenge_open, z.stack_open)), turn)

    def end_round(self, z: SymTable, winner: Any) -> None:
        over = fresh_bool("game_over")  # decided by the scores, which the model does not track
        z.choices.append(over)
        z.phase = z3.If(over, PHASE[GAME_OVER], PHASE[ROUND_OVER])
        z.to_act = winner
        z.pending = z3.IntVal(0)
        if self.points:
            z.held = z3.IntVal(-1)
        z.clear_statuses()

    def reset_outcome(self, z: SymTable) -> None:
        z.skips = z3.IntVal(0)
        for f in ("plays_first_set", "chooser_set", "turn_another", "turn_ends", "challenge_open", "stack_open"):
            setattr(z, f, z3.BoolVal(False))

    def run(self, z: SymTable, effects: tuple[fx.Effect, ...], place: str = "", kind: str = "",
            start: int = 0) -> None:
        """``engine.core.run_clause``: the effects in order; at a colour named in a later
        action the rest is held (``place`` and ``kind`` name the clause)."""
        for i in range(start, len(effects)):
            e = effects[i]
            e.symbolic(z)
            if place and defers_choice(e, place):
                # The engine holds the rest only if someone is to name the colour (a flip
                # asks for it only when it turns up a wild face): otherwise it runs on.
                held = z3.simplify(z.chooser_set)
                rest = None if z3.is_true(held) else z.fork()
                z.held = z3.If(held, self.points.index((place, kind, i + 1)), z.held)
                z.held_player = z3.If(held, z.player, z.held_player)
                z.held_skips = z3.If(held, z.skips, z.held_skips)
                if rest is not None:
                    self.run(rest, effects, place, kind, i + 1)
                    z.merge(z3.Not(held), rest)
                return

    def won_or_finish(self, z: SymTable) -> None:
        """A hand emptied by an effect (a swap, a discard, say) wins the round: the first
        such seat, the player's own included (engine._play looks at every seat); else
        ``finish``."""
        sh = self.shape
        emptied = z3.BoolVal(False)
        winner: Any = z3.IntVal(0)
        for i in range(sh.hi - 1, -1, -1):
            here = all_of(above(z.n, i), equals(z.hands[i], 0), equals(z.out[i], 0))  # a knocked-out seat holds none
            winner = ite(here, int_val(i), winner)
            emptied = z3.Or(here, emptied)
        ended = z.fork()
        self.end_round(ended, winner)
        self.finish(z)
        z.merge(emptied, ended)

    def last_card_effects(self, kind: str) -> list[fx.Effect]:
        return self.rules.last_card_effects(kind)

    def report_probe(self, z: SymTable) -> SymProbe:
        """What a report's condition reads (engine Listing.report_probe): the top card, no
        hand, the reporter and the target."""
        return SymProbe(card_kind=z.top_kind, card_colour=z.top_colour, top_kind=z.top_kind,
                        top_colour=z.top_colour, colour=z.colour, n=z.n,
                        hand_count=lambda c: z3.IntVal(0), holds=z.holds_status,
                        sizes_hold=z.sizes_hold, choice_bool=z.choice_bool)

    def card_probe(self, z: SymTable, kind: Any, colour: Any) -> SymProbe:
        return SymProbe(card_kind=kind, card_colour=colour, top_kind=z.top_kind, top_colour=z.top_colour,
                        colour=z.colour, n=z.n, hand_count=lambda c: z3.IntVal(0))

    def fresh_int(self, name: str) -> Any:
        return fresh_int(name)

    def fresh_bool(self, name: str) -> Any:
        return fresh_bool(name)

    def input_bool(self, v: dict[str, Any], name: str) -> Any:
        got = v[name] = fresh_bool(name)
        return got

    # --- the clauses' transitions -----------------------------------------------------------
    def actions(self) -> tuple[SymAction, ...]:
        """The transitions the variant's clauses add (each kind's ``symbolic_actions``), in
        the order of their kinds' ``symbolic_at``."""
        kept = sorted(self.rules.mechanics, key=lambda cl: type(cl).symbolic_at)
        return tuple(a for cl in kept for a in cl.symbolic_actions(self.rules))

    def given(self, kind: str, *args: Any, n: int | None = None) -> Step:
        """The step of the clauses' action of ``kind`` named by ``args`` (a report by its
        name, a challenge's outcome by the card and the outcome)."""
        act = next(a for a in self.actions() if a.kind == kind and a.args == args)
        return self.built(act, n)

    def built(self, act: SymAction, n: int | None = None) -> Step:
        return self._step(act.name, act.kind, partial(act.build, self), target=act.target, named=act.named, n=n)

    # --- transitions ------------------------------------------------------------------------
    def _step(self, name: str, kind: str, build: Callable[[SymTable, dict[str, Any], Guard], dict[str, Any]],
              *, target: bool = False, named: bool = False, final: bool = False, n: int | None = None,
              base: tuple[SymTable, dict[str, Any]] | None = None) -> Step:
        memo = n is None and base is None
        if memo and name in self.memo:
            return self.memo[name]
        pre, v = base if base is not None else self.fresh(target=target, named=named, final=final, n=n)
        v = dict(v)
        z = pre.fork()
        z.final = final
        guard: Guard = []
        extra = build(z, v, guard) or {}
        if kind not in ("deal", "start"):
            self.after_action(z)
        st = Step(name, kind, v, guard, pre, z, extra, final)
        if memo:
            self.memo[name] = st
        return st

    def play(self, kind: str, *, final: bool, stacking: bool = False, jump: bool = False,
             adding: bool = False, n: int | None = None,
             base: tuple[SymTable, dict[str, Any]] | None = None) -> Step:
        """``engine._play`` of a playable card of ``kind`` (not a wrong card); ``adding``: a
        card added to those played together."""
        r = self.rules
        sh = self.shape
        ki = sh.kind_index[kind]
        coloured = r.kind_of[kind].coloured

        way = play_name(kind, False, stacking, False, adding).split(" ")[0] if stacking or adding else ""

        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            p = z.player
            g.append(self.seat(z, p))
            g.append(p != z.to_act if jump else p == z.to_act)
            if not way:
                g.append(z3.Or(z.phase == PHASE[TURN], z.phase == PHASE[DRAWN]))
            held = z.hand(p)
            g.append(held == 1 if final else held >= 2)
            if z.target is not None:
                g += [self.seat(z, z.target), z.target != p]
                for cl in self.parts["symbolic_check_target"]:  # engine._check_choices
                    g += cl.symbolic_check_target(self, z)
            if z.named is not None:
                g += [z.named >= 0, z.named < len(sh.colours)]
            if sh.two_sided:
                g.append(sh.on_side(z3.IntVal(ki), z.side))  # a card is played by the face up
            cc = v["card_colour"] = fresh_int("card_colour")
            g.append(z3.And(cc >= 0, cc < len(sh.colours)) if coloured else cc == -1)
            # The top card is another card than the one played: the same card on top needs
            # a second copy of it in the deck.
            if r.kind_of[kind].count < 2:
                g.append(z3.Not(z3.And(z.top_kind == ki, z.top_colour == cc)))
            # The hand without the card, by colour: what a restriction (and its challenge) reads.
            counts, read = colour_counts(len(sh.colours), "hand_before")
            for i, c in enumerate(counts):
                v[f"hc{i - 1}"] = c
            g += [c >= 0 for c in counts]
            g.append(z3.Sum(counts) == held - 1)
            v["other_playable"] = fresh_bool("other_playable")
            before = SymProbe(card_kind=z3.IntVal(ki), card_colour=cc, top_kind=z.top_kind,
                              top_colour=z.top_colour, colour=z.colour, n=z.n,
                              hand_count=read, other_playable=v["other_playable"])
            if way:
                # A play in a phase a kind owns: its guard, and the play rule it meets there.
                owner = next(cl for cl in self.parts["symbolic_phase_play"]
                             if type(cl).symbolic_way == way and kind in cl.symbolic_phase_cards(r))
                guards, legal = owner.symbolic_phase_play(self, z, kind, before)
                g += guards
                extra: dict[str, Any] = {"legal": legal}
            else:
                extra = {"legal": self.legal(kind, before)}
            g.append(extra["legal"])
            if jump:
                for cl in self.parts["symbolic_check_out_of_turn"]:
                    g += cl.symbolic_check_out_of_turn(self, z, z3.IntVal(ki), cc)
            for cl in self.parts["symbolic_judged"]:
                extra.update(cl.symbolic_judged(self, kind, before))
            z.set_hand(p, held - 1)
            z.split = (z.hand(p), read)
            z.discard = z.discard + 1
            z.played_on_kind = z.top_kind  # engine._play: Ctx.played_on, the top it covers
            z.top_kind, z.top_colour = z3.IntVal(ki), cc
            if coloured:
                z.colour = cc
            z.to_act = p
            self.reset_outcome(z)
            if final:
                # engine._play: the last card's effects, then the round is won by the
                # player's empty hand, or else by one those effects emptied, or goes on.
                self.run(z, tuple(self.last_card_effects(kind)), "last", kind)
                out = z.fork()
                self.end_round(out, p)
                own = z.hand(p) == 0
            else:
                self.run(z, r.on_of.get(kind, ()), "on", kind)
            for cl in self.parts["symbolic_after_effects"]:
                cl.symbolic_after_effects(self, z, way, final)
            # engine._play's after_play point: a kind may keep the turn with the player (the
            # table it then is, merged where it does once the round's end is decided).
            stays = [] if stacking or final else [got for cl in self.parts["symbolic_after_play"]
                                                  if (got := cl.symbolic_after_play(self, z, kind, v)) is not None]
            self.won_or_finish(z)
            for more, kept in stays:
                z.merge(more, kept)
            if final:
                z.merge(own, out)
            return extra

        return self._step(play_name(kind, final, stacking, jump, adding), "play", build,
                          target=kind in r.needs_target, named=kind in r.needs_colour, final=final, n=n,
                          base=base)

    def draw(self, n: int | None = None) -> Step:
        return self.given("draw", n=n)

    def pass_(self, n: int | None = None) -> Step:
        """A pass in a phase whose owner takes one (its phase_act): the owner says how many
        seats on the turn moves."""
        owners = [cl for cl in sorted(self.rules.mechanics, key=lambda cl: type(cl).listed)
                  if ActionKind.PASS in type(cl).phase_takes]

        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            def at(cl: Any) -> Any:
                return z3.Or(*(z.phase == PHASE[ph] for ph in type(cl).phases))

            g += [z3.Or(*(at(cl) for cl in owners)), z.player == z.to_act]
            steps: Any = None
            for cl in owners:
                here = cl.symbolic_pass(self, z)
                steps = here if steps is None or here.eq(steps) else z3.If(at(cl), here, steps)
            self.begin_turn(z, z.seat_after(z.player, steps))
            return {}

        return self._step("pass", "pass", build, n=n)

    def choose(self, n: int | None = None) -> Step:
        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            g += [z.phase == PHASE[CHOOSE], z.player == z.to_act, z.named >= 0,
                  z.named < len(self.shape.colours)]
            if self.points:
                g.append(z.held == -1)
            z.colour = z.named
            self.begin_turn(z, z.player)
            return {}

        return self._step("choose", "choose", build, named=True, n=n)

    def choose_held(self, point: int, n: int | None = None) -> Step:
        """``engine._choose`` with the rest of a clause held: the colour named, the rest runs
        for the clause's player, then the turn passes as after the card."""
        place, kind, at = self.points[point]
        effects = self.rules.clause(place, kind)
        if self.rules.picks_at(place, kind, at):
            return self.pick_held(point, n)

        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            g += [z.phase == PHASE[CHOOSE], z.player == z.to_act, z.named >= 0,
                  z.named < len(self.shape.colours), z.held == point]
            z.colour = z.named
            self.reset_outcome(z)
            z.player = z.held_player
            z.skips = z.held_skips
            z.held = z3.IntVal(-1)
            self.run(z, effects, place, kind, at)
            self.won_or_finish(z)
            return {}

        return self._step(f"choose (then {place} {kind} from {at})", "choose", build, named=True, n=n)

    def pick_held(self, point: int, n: int | None = None) -> Step:
        """``engine._pick``: a card picked by the player to act for the effect the clause
        waits behind (which card, the counts cannot tell). The effect names the next seat
        to pick, the clause still waiting; or it is done with the cards, and the rest of
        the clause runs for the card's player, then the turn passes as after the card."""
        place, kind, at = self.points[point]
        effects = self.rules.clause(place, kind)
        waiting = self.rules.waiting(place, kind, at)

        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            g += [z.phase == PHASE[CHOOSE], z.player == z.to_act, z.held == point]
            self.reset_outcome(z)
            z.player = z.held_player
            waiting.symbolic_picked(z)
            asked = z3.simplify(z.chooser_set)
            still = z.fork()
            still.phase = z3.IntVal(PHASE[CHOOSE])
            still.to_act = still.chooser
            z.chooser_set = z3.BoolVal(False)
            z.skips = z.held_skips
            z.held = z3.IntVal(-1)
            self.run(z, effects, place, kind, at)
            self.won_or_finish(z)
            z.merge(asked, still)
            return {}

        return self._step(f"pick (then {place} {kind} from {at})", "choose", build, named=True, n=n)

    def respond(self, kind: str, outcome: str, n: int | None = None) -> Step:
        return self.given("respond", kind, outcome, n=n)

    def stack_accept(self, n: int | None = None) -> Step:
        return self.given("stack_accept", n=n)

    def catch(self, n: int | None = None) -> Step:
        return self.given("catch", n=n)

    def false_uno(self, n: int | None = None) -> Step:
        return self.given("false_uno", n=n)

    def report(self, name: str, n: int | None = None) -> Step:
        return self.given("report", name, n=n)

    def wrong_card(self, n: int | None = None) -> Step:
        return self.given("wrong_card", n=n)

    def start(self, kind: str, n: int | None = None,
              base: tuple[SymTable, dict[str, Any]] | None = None) -> Step:
        """One pass of ``engine.start_rule`` with ``kind`` on top. ``again``: the card went
        back and another is turned over (the counts are those of the next pass)."""
        r = self.rules
        ki = self.shape.kind_index[kind]

        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            g.append(z.top_kind == ki)
            z.player = z.dealer
            z.colour = z.top_colour
            self.reset_outcome(z)
            z.held = z3.IntVal(-1) if self.points else z.held
            self.run(z, r.start_of[kind], "start", kind)
            again = z3.And(z.turn_another, z.draw > 0)
            self.finish(z)
            return {"again": again}

        return self._step(f"start {kind}", "start", build, n=n, base=base)

    def deal(self, n: int | None = None) -> Step:
        """``engine.deal`` up to turning the first card (its start rule is ``start``)."""
        h = self.rules.hand_size

        def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
            z.hands = [z3.If(z.n > i, h, 0) for i in range(self.shape.hi)]
            z.draw = self.deck - z.n * h - 1
            z.discard = z3.IntVal(1)
            z.direction = z3.IntVal(1)
            z.pending = z3.IntVal(0)
            z.clear_statuses()
            z.out = [z3.IntVal(0)] * self.shape.hi
            z.side = z3.IntVal(0)  # every round is dealt first side up
            return {}

        return self._step("deal", "deal", build, n=n)

    def signature(self, st: Step) -> tuple[Any, ...]:
        return self.signature_of(st.name, st.kind)

    def signature_of(self, name: str, step_kind: str) -> tuple[Any, ...]:
        """Steps with equal signatures differ only by which card kind they name, and every
        query here is symmetric under renaming kinds that agree on all of these: one proof
        covers them all."""
        r = self.rules
        words = name.split(" ")
        kind = next((w for w in words if w in r.kind_of), None)
        if kind is None or step_kind not in ("play", "start"):
            return (name,)
        k = r.kind_of[kind]
        rest = tuple(w for w in words if w != kind)
        return (rest, step_kind, k.coloured, r.on_of.get(kind), r.start_of.get(kind), r.play_of.get(kind),
                r.require_of.get(kind), kind in r.challenge_of, kind in r.needs_target,
                kind in r.needs_colour, tuple(sorted(a for a, b in r.stacks if kind in (a, b))),
                tuple(sorted(b for a, b in r.stacks if a == kind)))

    # --- every transition of the variant ------------------------------------------------------
    def transitions(self, n: int | None = None) -> list[Transition]:
        """Every transition, unbuilt: building one is most of a step's cost, and the proofs
        need only one of each signature (the engine check builds the others it meets)."""
        r = self.rules
        out = [Transition("deal", "deal", False, partial(self.deal, n))]
        out += [Transition(f"start {k}", "start", False, partial(self.start, k, n)) for k in r.starters]
        for kd in r.kinds:
            for final in (False, True):
                ways = [(False, False, False)]
                # A play in a phase a kind owns, by the name its steps give it.
                owned = {type(cl).symbolic_way for cl in self.parts["symbolic_phase_play"]
                         if kd.name in cl.symbolic_phase_cards(r)}
                if "stack" in owned:
                    ways.append((True, False, False))
                if self.parts["symbolic_check_out_of_turn"]:  # a kind lets cards be played out of turn
                    ways.append((False, True, False))
                if "add" in owned:
                    ways.append((False, False, True))
                out += [Transition(play_name(kd.name, final, *w), "play", final,
                                   partial(self.play, kd.name, final=final, stacking=w[0], jump=w[1], adding=w[2],
                                           n=n))
                        for w in ways]
        others: list[Callable[[], Step]] = [partial(self.pass_, n), partial(self.choose, n)]
        others += [partial(self.choose_held, i, n) for i in range(len(self.points))]
        others += [partial(self.built, act, n) for act in self.actions()]
        # Each of the others has a signature of its own (its name): no need to know it unbuilt.
        return out + [Transition(None, "other", False, make) for make in others]

    def steps(self, n: int | None = None) -> list[Step]:
        return [t.make() for t in self.transitions(n)]


def _leaves(z: SymTable) -> list[Any]:
    """The terms of a table a predicate of the state reads, in a fixed order."""
    out = [z.n, *(getattr(z, f) for f in INT_FIELDS), *z.hands, *z.out]
    for row in z.statuses.values():
        out += row
    return out


def _all_leaves(z: SymTable) -> list[Any]:
    """Every term of a table a predicate of the state may read, in a fixed order."""
    return [*_leaves(z), *(getattr(z, f) for f in BOOL_FIELDS), z.player]


def _variable(x: Any) -> bool:
    return bool(z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED)


class _Template:
    """Terms built once over a table of fresh variables, to be renamed for another such table."""

    def __init__(self, table: SymTable, terms: list[Any]) -> None:
        leaves = _leaves(table)
        self.where = [i for i, x in enumerate(leaves) if _variable(x)]
        self.src = (z3.Ast * len(self.where))()
        for j, i in enumerate(self.where):
            self.src[j] = leaves[i].as_ast()
        self.size = len(leaves)
        self.terms = terms
        self.every: list[Any] = []

    @classmethod
    def open(cls, shape: Shape, n: Any, build: Callable[[SymTable], list[Any]]) -> _Template:
        """``build`` over a table whose every field (but a known player count) is a variable."""
        hi = shape.hi
        fields = {f: fresh_int(f"any_{f}") for f in INT_FIELDS}
        fields.update({f: fresh_bool(f"any_{f}") for f in BOOL_FIELDS})
        z = SymTable(shape, n if n is not None else fresh_int("any_n"), [fresh_int(f"any_hand{i}") for i in range(hi)],
                     {name: [fresh_int(f"any_{name}:{i}") for i in range(hi)] for name in shape.statuses},
                     [fresh_int(f"any_out:{i}") for i in range(hi)], player=fresh_int("any_player"), **fields)
        t = cls(z, build(z))
        t.every = _all_leaves(z)
        return t

    def substituted(self, z: SymTable) -> list[Any]:
        """The terms with ``z``'s fields in place of the variables they were built over."""
        leaves = _all_leaves(z)
        pairs = [(a, b) for a, b in zip(self.every, leaves, strict=True) if not a.eq(b)]
        if not pairs:
            return list(self.terms)
        num = len(pairs)
        src, dst = (z3.Ast * num)(), (z3.Ast * num)()
        for j, (a, b) in enumerate(pairs):
            src[j], dst[j] = a.as_ast(), b.as_ast()
        ctx = z3.main_ctx()
        ref = ctx.ref()
        return [z3.z3._to_expr_ref(z3.Z3_substitute(ref, t.as_ast(), num, src, dst), ctx) for t in self.terms]

    def renamed(self, z: SymTable) -> list[Any] | None:
        """The terms over ``z``'s variables; None unless ``z`` still holds the very
        variables ``Model.fresh`` made it with (then the result is exactly the terms
        building them over ``z`` would give)."""
        made = z.fresh_leaves
        if made is None or len(made) != self.size:
            return None
        leaves = _leaves(z)
        if len(leaves) != len(made) or any(a is not b for a, b in zip(leaves, made, strict=True)):
            return None
        num = len(self.where)
        dst = (z3.Ast * num)()
        for j, i in enumerate(self.where):
            dst[j] = leaves[i].as_ast()
        ctx = z3.main_ctx()
        ref = ctx.ref()
        return [z3.z3._to_expr_ref(z3.Z3_substitute(ref, t.as_ast(), num, self.src, dst), ctx) for t in self.terms]


@frozen
class Transition:
    """A transition not yet built: its name and kind where its signature may be shared
    (a play or a start; None: the signature is its own), and how to build it."""

    name: str | None
    kind: str
    final: bool
    make: Callable[[], Step]


def play_name(kind: str, final: bool, stacking: bool = False, jump: bool = False, adding: bool = False) -> str:
    what = "stack" if stacking else ("jump in" if jump else ("add" if adding else "play"))
    return f"{what} {kind}" + (" (last card)" if final else "")
