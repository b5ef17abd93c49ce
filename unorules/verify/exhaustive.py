"""The verifier's model checked against the engine on small tables, every reachable state.

The proofs of :mod:`unorules.verify.properties` are about the model, a second reading of
the rules; they say something of the engine only if the model allows everything the
engine does. This check shows it where it can be shown completely: on small tables.
For a variant it derives small decks that keep every card kind and clause (a card or
two of each kind in two colours, two-sided decks cut to a few pairs that keep every
face, knock-outs lowered to a few cards over the deal), deals them to 2 and 3 players
(the variant's own counts where it allows no other) with small hands, and enumerates
the reachable engine states breadth first, from deals that turn every kind over to
start and from positions a seeded walk reached near the end of the draw pile, each
state once, up to a bound that is reported with what was reached.

In every state it checks what the proofs assume and conclude:

- the model's invariant (the induction hypothesis of every proof) holds;
- ``legal_actions`` offers what the model's legality predicates say, and something
  while the game goes on (no deadlock);
- the state meets the concrete meaning of every per-state property
  (:mod:`unorules.verify.meanings`);

and for every action the engine takes (every listed one, and the unlisted ones it
accepts: a wrong card played under a penalty, a catch or report by any seat):

- the engine does not crash, and the model allows the step: some choice of the
  model's free values gives the post-state the engine returned (the model
  over-approximates the engine);
- the step meets the concrete meaning of every per-step property.

Only the engine's public behaviour (``new_game``, ``legal_actions``, ``apply``, the
state's fields) and the model's transition relation (:class:`Agreement`, the
comparison ``engine agrees`` uses) are read, so the check keeps its meaning when the
engine's or the model's insides are reorganised. A disagreement is a defect of the
verifier, reported with the path from the deal (seed and actions), the state and the
action.
"""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs
from attrs import frozen

from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import DRAWN, TURN, Action, GameState
from unorules.errors import IllegalAction, UnorulesError
from unorules.ir.conditions.identical_card import IdenticalCard
from unorules.verify import meanings
from unorules.verify.agreement import Agreement
from unorules.verify.model import Model

STATES = 20_000  # states per table (the bound; what was reached is reported)
QUICK = 1_500  # the default test tier's bound
HAND = 2  # cards dealt to each player on a small table
WALKS = 6  # seeded walks per table, half towards the end of the draw pile, half towards last cards
WALK = 60  # actions per walk at most
STRIDE = 5  # a walk's every STRIDE-th position is a root
SEEDS = 400  # deal seeds tried when looking for one that turns each kind over


# --- small tables ---------------------------------------------------------------------------
@frozen
class SmallTable:
    """A variant cut down to a small deck and hands, at one player count."""

    label: str
    rules: Rules
    players: int


def small_rules(rules: Rules, *, colours: int = 2, per_colour: int = 1, colourless: int = 2,
                hand: int = HAND, players: tuple[int, int] | None = None) -> Rules:
    """``rules`` with a small deck: the first ``colours`` colours, ``per_colour`` copies of each
    coloured kind in each, ``colourless`` of each colourless kind (never more than the variant
    has); where a rule asks for a card identical to another, two copies of one kind of each
    class of kinds alike in every rule; of a two-sided deck, as few physical cards as show
    every face of both sides. A knock-out lowered to three cards over the deal keeps it
    reachable; the declared counts (``expect``) are dropped, as they describe the full deck,
    and claims keep to the player counts left."""
    lo, hi = players if players is not None else (rules.min_players, rules.max_players)
    knock = min(rules.knock_out, hand + 3) if rules.knock_out else 0
    # What the language can say is said in it: a variant file extending this one, so every
    # part of the rules that reads the player count, the deal or the knock-out (the
    # engine's, the model's, whatever class it lives in) reads the same.
    rules = _extended(rules, lo, hi, hand, knock)
    changes: dict[str, Any] = {
        "hand_size": hand, "min_players": lo, "max_players": hi, "expectations": (), "knock_out": knock,
        "claims": tuple(attrs.evolve(c, lo=max(c.lo, lo), hi=min(c.hi, hi)) for c in rules.claims
                        if max(c.lo, lo) <= min(c.hi, hi)),
    }
    if rules.pairs:
        changes.update(_small_pairs(rules, colours))
    else:
        doubled = _one_of_each_class(rules) if _uses(rules, IdenticalCard) else set()
        changes["colours"] = rules.colours[:colours]
        changes["kinds"] = tuple(attrs.evolve(k, count=min(k.count, (per_colour if k.coloured else colourless)
                                                           + (k.name in doubled)))
                                 for k in rules.kinds)
    return Rules.bind(attrs.evolve(rules, **changes))


def _extended(rules: Rules, lo: int, hi: int, hand: int, knock: int) -> Rules:
    """``rules`` with the players, the deal and the knock-out of a small table, compiled from a
    variant file that extends it (written beside its own file, never saved); ``rules`` as
    they are where no file can extend them (rules compiled from a text)."""
    from unorules.api import loads

    source = Path(rules.file)
    if not source.is_file():
        return rules
    lines = [f"variant {rules.name}", f"extends {source.stem}", f"players {lo} to {hi}", f"deal {hand} cards"]
    if knock:
        bonus = f", winner scores {rules.knock_out_bonus} for each player out" if rules.knock_out_bonus else ""
        lines.append(f"knock out at {knock} cards{bonus}")
    try:
        got = loads("\n".join(lines) + "\n", file=str(source.with_name(f"{source.stem}.small-table.uno")))
    except UnorulesError:
        return rules
    return Rules.bind(got)


def _one_of_each_class(rules: Rules) -> set[str]:
    """A kind of each class of kinds alike in every rule, one the variant has two of if it can."""
    m = Model(rules)
    first: dict[tuple[Any, ...], str] = {}
    for k in sorted(rules.kinds, key=lambda k: k.count < 2):
        first.setdefault(m.signature_of(f"play {k.name}", "play"), k.name)
    return set(first.values())


def _uses(rules: Rules, cls: type) -> bool:
    """Some condition of ``rules`` (a play rule, a restriction, a window, a guard) is or holds a
    ``cls``."""
    seen: set[int] = set()

    def walk(x: Any) -> bool:
        if isinstance(x, cls):
            return True
        if id(x) in seen:
            return False
        seen.add(id(x))
        if isinstance(x, tuple | list):
            return any(walk(y) for y in x)
        if attrs.has(type(x)):
            return any(walk(getattr(x, f.name)) for f in attrs.fields(type(x)))
        return False

    return walk((rules.play, rules.require, rules.jump_in, rules.together, rules.on, rules.start,
                 rules.challenges, rules.penalties, rules.reports))


def _small_pairs(rules: Rules, colours: int) -> dict[str, Any]:
    """The fewest physical cards (greedily) that show every face kind of both sides, in the
    first ``colours`` colours of each side where the pairing allows it, with two of each
    colourless face where there are two."""
    keep_colours = [set(cols[:colours]) for _, cols in rules.sides]
    need: dict[tuple[str, int], int] = {}
    for k in rules.kinds:
        for side in range(len(rules.sides)):
            if rules.on_side(k, side):
                need[(k.name, side)] = 1 if k.coloured else 2
    chosen: list[Card] = []
    pool = list(rules.pairs)

    def fits(c: Card, strict: bool) -> bool:
        back = c.flipped()
        return not strict or ((c.color is None or c.color in keep_colours[0])
                              and (back.color is None or back.color in keep_colours[1]))

    for strict in (True, False):
        while any(v > 0 for v in need.values()):
            best, gain = None, 0
            for c in pool:
                if not fits(c, strict):
                    continue
                g = (need.get((c.kind, 0), 0) > 0) + (need.get((c.flipped().kind, 1), 0) > 0)
                if g > gain:
                    best, gain = c, g
            if best is None:
                break
            pool.remove(best)
            chosen.append(best)
            for key in ((best.kind, 0), (best.flipped().kind, 1)):
                if need.get(key, 0) > 0:
                    need[key] -= 1
    used: list[set[str | None]] = [{c.color for c in chosen if c.color is not None},
                                   {c.flipped().color for c in chosen if c.flipped().color is not None}]
    # The sides keep as many colours each (the model reads a colour as its place in its
    # side's list), the ones the cards show first, in the variant's order.
    width = max(2, len(used[0]), len(used[1]))
    sides = tuple((name, (tuple(x for x in cols if x in used[i]) + tuple(x for x in cols if x not in used[i]))[:width])
                  for i, (name, cols) in enumerate(rules.sides))
    sides = tuple((name, tuple(x for x in rules.sides[i][1] if x in cols)) for i, (name, cols) in enumerate(sides))
    return {"pairs": tuple(chosen), "sides": sides, "colours": sides[0][1]}


def small_tables(rules: Rules, hand: int = HAND) -> tuple[SmallTable, ...]:
    """The small tables of ``rules``: its smallest two player counts (2 and 3 for most) with
    ``hand`` cards each, and the smallest with one card each (every play a last card)."""
    counts = sorted({rules.min_players, min(rules.min_players + 1, rules.max_players)})
    out = []
    for h, ns in ((hand, counts), (1, counts[:1])):
        small = small_rules(rules, hand=h, players=(counts[0], counts[-1]))
        for n in ns:
            out.append(SmallTable(f"{n} players, {len(small.deck)} cards ({_deck_words(small)}), {h} each",
                                  small, n))
    return tuple(out)


def _deck_words(rules: Rules) -> str:
    if rules.pairs:
        return f"{len(rules.pairs)} two-sided cards showing every face"
    coloured = {k.count for k in rules.kinds if k.coloured}
    colourless = {k.count for k in rules.kinds if not k.coloured}
    parts = [f"{'/'.join(map(str, sorted(coloured)))} per kind in {len(rules.colours)} colours"] if coloured else []
    if colourless:
        parts.append(f"{'/'.join(map(str, sorted(colourless)))} of each wild kind")
    return ", ".join(parts)


# --- results --------------------------------------------------------------------------------
@frozen
class Disagreement:
    """The engine did something the verifier says it cannot, or a proof's statement is
    false in a reachable state: a defect of the verifier."""

    table: str
    seed: int
    players: int
    path: tuple[Action, ...]  # from the deal to ``state``
    state: GameState
    action: Action | None  # None: the state itself
    what: str

    def describe(self) -> str:
        s = self.state
        where = (f"seed {self.seed}, {self.players} players, after {len(self.path)} actions"
                 + (f" ({'; '.join(map(str, self.path))})" if self.path else ""))
        pos = (f"hands {[[str(c) for c in h] for h in s.hands]}, top {s.top}, colour {s.color}, "
               f"p{s.to_act} to act in phase {s.phase}, draw pile {len(s.draw_pile)}")
        act = f"; action {self.action}" if self.action is not None else ""
        return f"{self.table}: {where}: {pos}{act}: {self.what}"


@frozen
class TableResult:
    table: str
    states: int
    transitions: int
    unlisted: int  # transitions by actions the engine accepts but lists for no seat (its defect)
    roots: int
    depth: int  # every state within this many actions of its root was expanded
    complete: bool  # nothing left unexpanded: every state reachable from the roots was seen
    bound: int
    cpu: float
    disagreements: tuple[Disagreement, ...]
    # The model's transitions, in the classes its proofs tell apart, some engine step took
    # (covered) and none took (uncovered).
    covered: tuple[str, ...]
    uncovered: tuple[str, ...]
    fired: tuple[str, ...]  # properties checked, with how many states or steps each
    # Transitions by actions the table's list (``legal_actions(state)``) leaves to another
    # seat but that seat's own list (``legal_actions(state, seat)``) has: at 3 players or
    # more, a catch by a seat other than the one after its target.
    seat_listed: int = 0

    def summary(self) -> str:
        reach = ("every reachable state" if self.complete
                 else f"bound {self.bound} states hit; complete to depth {self.depth}")
        return (f"{self.states} states, {self.transitions} transitions ({self.seat_listed} by "
                f"actions only the acting seat's own list has, {self.unlisted} by actions no list has), "
                f"{self.roots} roots, {reach}, {self.cpu:.1f}s CPU, {len(self.disagreements)} disagreements; "
                f"model transitions taken: {len(self.covered)} of {len(self.covered) + len(self.uncovered)} "
                "(up to card kinds alike in every rule)")


@frozen
class Exhaustive:
    variant: str
    tables: tuple[TableResult, ...]
    verify_cpu: float = 0.0  # proving the small tables' properties, to know which statements to test

    @property
    def ok(self) -> bool:
        return not self.disagreements

    @property
    def disagreements(self) -> tuple[Disagreement, ...]:
        return tuple(d for t in self.tables for d in t.disagreements)

    @property
    def states(self) -> int:
        return sum(t.states for t in self.tables)

    @property
    def transitions(self) -> int:
        return sum(t.transitions for t in self.tables)

    @property
    def cpu(self) -> float:
        return sum(t.cpu for t in self.tables) + self.verify_cpu

    def text(self) -> str:
        lines = [f"{self.variant}: the statements tested where the verifier proves them of each small deck "
                 f"({self.verify_cpu:.1f}s CPU)"]
        for t in self.tables:
            lines.append(f"{self.variant}: {t.table}: {t.summary()}")
            if t.uncovered:
                lines.append(f"  not taken on this table: {', '.join(t.uncovered)}")
            lines += [f"  DISAGREEMENT {d.describe()}" for d in t.disagreements[:5]]
            if len(t.disagreements) > 5:
                lines.append(f"  ... and {len(t.disagreements) - 5} more")
        return "\n".join(lines)


# --- the search -------------------------------------------------------------------------------
ModelFactory = Callable[[Rules], Model]


def check(rules: Rules, *, states: int = STATES, tables: tuple[SmallTable, ...] | None = None,
          model: ModelFactory = Model, verdicts: dict[str, str] | str | None = "verify",
          stop_after: int = 20) -> Exhaustive:
    """Every small table of ``rules``, each up to ``states`` states. ``model`` builds the
    model to check (the tests plant mutants through it). A property's concrete meaning is
    checked where the verifier proves it of the small table's rules (``verdicts="verify"``:
    verified here), where ``verdicts`` (a property label to its status) says proved, or
    everywhere (None)."""
    results = []
    # The tables of one small deck share its model and the comparison's caches (what
    # the model's terms say of a pre-state's values, whatever the table).
    built: dict[int, tuple[Agreement, dict[str, str] | None]] = {}
    spent = 0.0
    for tb in tables if tables is not None else small_tables(rules):
        got = built.get(id(tb.rules))
        if got is None:
            t0 = time.process_time()
            said = proved_of(tb.rules, model) if verdicts == "verify" else verdicts
            spent += time.process_time() - t0
            assert not isinstance(said, str)
            got = built[id(tb.rules)] = (Agreement(tb.rules, model(tb.rules)), said)
        results.append(_explore(tb, got[0], states, got[1], stop_after))
    return Exhaustive(rules.name, tuple(results), spent)


def proved_of(rules: Rules, model: ModelFactory = Model) -> dict[str, str]:
    """What the verifier says of the properties whose statements the check can test, for
    ``rules`` as they are (a small table's), with the model ``model`` builds."""
    from unorules.verify.properties import verify_rules

    labels = (*meanings.STATE_TESTS, *meanings.STEP_TESTS)
    report = verify_rules(rules, only=labels, model=model)
    return {r.prop: r.status for r in report.results}


class _Search:
    def __init__(self, tb: SmallTable, relation: Agreement, verdicts: dict[str, str] | None) -> None:
        self.tb = tb
        self.rules = tb.rules
        self.relation = relation
        self.model = relation.model
        self.checks = meanings.applicable(tb.rules, verdicts)
        self.found: list[Disagreement] = []
        self.covered: dict[str, int] = {}
        self.counted: dict[str, int] = {}
        # state -> (parent, action) or (None, root index); the roots' (seed, path).
        self.parent: dict[GameState, tuple[GameState | None, Any]] = {}
        self.roots: list[tuple[int, tuple[Action, ...]]] = []

    # --- paths -----------------------------------------------------------------------------
    def path_of(self, s: GameState) -> tuple[int, tuple[Action, ...]]:
        actions: list[Action] = []
        cur: GameState | None = s
        while cur is not None:
            prev, how = self.parent[cur]
            if prev is None:
                seed, prefix = self.roots[how]
                return seed, prefix + tuple(reversed(actions))
            actions.append(how)
            cur = prev
        raise AssertionError("a state without a root")

    def disagree(self, s: GameState, a: Action | None, what: str) -> None:
        seed, path = self.path_of(s)
        self.found.append(Disagreement(self.tb.label, seed, self.tb.players, path, s, a, what))

    # --- per state and per step -------------------------------------------------------------
    def visit(self, s: GameState) -> tuple[Action, ...]:
        """Check ``s``; its listed actions."""
        bad = self.relation.invariant_broken(s)
        if bad is not None:
            self.disagree(s, None, f"the model's invariant does not hold: {bad}")
        try:
            legal = self.rules.legal_actions(s)
        except Exception as err:  # noqa: BLE001 - an engine crash is a finding
            self.disagree(s, None, f"legal_actions raised {type(err).__name__}: {err}")
            return ()
        got = self.relation.check_legal(s, legal)
        if got is not None:
            self.disagree(s, None, f"legal actions: {got[0]}")
        for label, fn in self.checks.state:
            self.counted[label] = self.counted.get(label, 0) + 1
            why = fn(self.rules, s, legal)
            if why is not None:
                self.disagree(s, None, f"'{label}' is proved, but {why}")
        return legal

    def step(self, s: GameState, a: Action, listed: bool) -> GameState | None:
        try:
            nxt = self.rules.apply(s, a)
        except IllegalAction:
            if listed:
                self.disagree(s, a, "the engine refuses an action it lists")
            return None
        except UnorulesError as err:
            self.disagree(s, a, f"the engine raised {type(err).__name__}: {err}")
            return None
        except Exception as err:  # noqa: BLE001 - an engine crash is a finding
            self.disagree(s, a, f"the engine raised {type(err).__name__}: {err}")
            return None
        name, mm = self.relation.allows(s, a, nxt)
        if name is not None:
            self.covered[name] = self.covered.get(name, 0) + 1
        if mm is not None:
            self.disagree(s, a, f"the model does not allow the engine's step: {mm}")
        for label, fn in self.checks.step:
            self.counted[label] = self.counted.get(label, 0) + 1
            why = fn(self.rules, s, a, nxt)
            if why is not None:
                self.disagree(s, a, f"'{label}' is proved, but {why}")
        return nxt

    # --- roots -------------------------------------------------------------------------------
    def deals(self) -> Iterator[tuple[int, GameState]]:
        """Deals that together turn over every kind the small deck can start on and put every
        kind in the hand of the first player (the first few seeds besides)."""
        r = self.rules
        bare = Rules.bind(attrs.evolve(r, start=tuple((k, ()) for k, _ in r.start)))
        want = {("start", k) for k in r.starters} | {("hand", k.name) for k in r.kinds}
        for seed in range(SEEDS):
            s = r.new_game(players=self.tb.players, seed=seed)
            # The first card the deal turns over (one sent back is not on top any more: the
            # same deal without start rules shows it).
            got = {("start", bare.new_game(players=self.tb.players, seed=seed).top.kind)}
            got |= {("hand", c.kind) for c in s.hands[s.to_act]}
            if seed < 4 or got & want:
                want -= got
                yield seed, s
            if not want and seed >= 4:
                return

    def walks(self) -> Iterator[tuple[int, tuple[Action, ...], GameState]]:
        """Seeded walks, half drawing mostly (towards the end of the draw pile, where
        reshuffles, exhausted piles and knock-outs happen), half playing mostly (towards
        last cards): every ``STRIDE``-th position of each is a root."""
        r = self.rules
        for i in range(WALKS):
            seed = 1000 + i
            rng = random.Random(seed)
            s = r.new_game(players=self.tb.players, seed=seed)
            path: list[Action] = []
            drawing = i % 2 == 0
            for k in range(WALK):
                if s.round_over:
                    break
                legal = r.legal_actions(s)
                if not legal:
                    break
                if k and k % STRIDE == 0:
                    yield seed, tuple(path), s
                if drawing:
                    pool = [a for a in legal if a.kind in ("draw", "pass", "accept", "choose")]
                else:
                    pool = [a for a in legal if a.kind in ("play", "choose", "challenge", "accept", "pass")]
                pool = pool if pool and rng.random() < 0.8 else list(legal)
                a = pool[rng.randrange(len(pool))]
                s = r.apply(s, a)
                path.append(a)
            yield seed, tuple(path), s

    def unlisted(self, s: GameState, legal: tuple[Action, ...]) -> list[Action]:
        """Actions the engine may accept without listing them: a wrong card under a penalty,
        a catch or a report by any seat, a call of UNO by anyone."""
        r = self.rules
        out: list[Action] = []
        n = s.players
        if s.round_over:
            return out
        listed = set(legal)
        if "wrong_card" in r.penalty_of and s.phase in (TURN, DRAWN):
            p = s.to_act
            for card in sorted(set(s.hands[p]), key=r.order.__getitem__):
                colour = r.colours_of(s.side)[0] if card.kind in r.needs_colour else None
                target = (p + 1) % n if card.kind in r.needs_target else None
                out.append(Action("play", p, card, colour, target))
        for seat in range(n):
            out.append(Action("uno", seat))
            if s.uno_at_risk is not None and seat != s.uno_at_risk:
                out.append(Action("catch", seat, target=s.uno_at_risk))
            for rep in r.reports:
                out += [Action("report", seat, target=tg, report=rep.name) for tg in range(n) if tg != seat]
        return [a for a in out if a not in listed]


def _class_name(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{names[0]} (or {len(names) - 1} alike)"


def _explore(tb: SmallTable, relation: Agreement, bound: int, verdicts: dict[str, str] | None,
             stop_after: int) -> TableResult:
    t0 = time.process_time()
    se = _Search(tb, relation, verdicts)
    queue: deque[tuple[GameState, int]] = deque()

    def root(seed: int, path: tuple[Action, ...], s: GameState) -> None:
        if s in se.parent:
            return
        se.parent[s] = (None, len(se.roots))
        se.roots.append((seed, path))
        queue.append((s, 0))

    for seed, s in se.deals():
        root(seed, (), s)
        name, mm = se.relation.deal_allowed(s)
        se.covered[name] = se.covered.get(name, 0) + 1
        if mm is not None:
            se.disagree(s, None, f"the model does not allow the deal and start: {mm}")
    for seed, path, s in se.walks():
        root(seed, path, s)
    transitions = unlisted = seat_listed = 0
    depth = 0
    complete = True
    while queue:
        if len(se.parent) >= bound:
            complete = False
            break
        s, d = queue.popleft()
        depth = max(depth, d - 1)
        legal = se.visit(s)
        extra = se.unlisted(s, legal)
        for listed, actions in ((True, legal), (False, extra)):
            for a in actions:
                nxt = se.step(s, a, listed)
                if nxt is None:
                    continue
                transitions += 1
                if not listed:
                    own = a in tb.rules.legal_actions(s, a.player)
                    seat_listed += own
                    unlisted += not own
                if nxt not in se.parent and not s.round_over:
                    se.parent[nxt] = (s, a)
                    # A new round is another deal: checked (the step above), not explored.
                    if a.kind != "next_round":
                        queue.append((nxt, d + 1))
        if len(se.found) >= stop_after:
            complete = False
            break
    if complete:
        depth = max((d for _, d in queue), default=depth)
    classes = se.relation.transition_classes()
    covered = tuple(_class_name(c) for c in classes if any(n in se.covered for n in c))
    sent_back = {f"start {k}" for k, effs in tb.rules.start if effs and all(e.returns_card for e in effs)}
    uncovered = tuple(_class_name(c) + (" (sent back at the start: the engine shows only the card turned "
                                        "after it)" if set(c) <= sent_back else "")
                      for c in classes if not any(n in se.covered for n in c))
    fired = tuple(f"{label}: {k}" for label, k in sorted(se.counted.items()))
    return TableResult(tb.label, len(se.parent), transitions, unlisted, len(se.roots), depth, complete and not queue,
                       bound, time.process_time() - t0, tuple(se.found), covered, uncovered, fired, seat_listed)
