"""Progress: a round can end, and the game can reach its target.

"A round can end" is an existence statement: at each player count, some round dealt
and played ends. A witness proves it: a seeded round that ends, whose actions the
engine replays from the deal to the round's end. One is looked for at every player
count the variant allows, beside the symbolic necessary part (some transition shrinks
a hand, and a last card ends the round). "A round always ends" (the claim) is liveness,
a statement about every reachable state, which the transition-by-transition proofs of
:mod:`unorules.verify.properties` cannot show: the same witnesses are evidence for it,
reported as searched with their bound, never as proved. "The target is reachable" is
proved from the card points: a round scores the points left in hands, so some card
must be worth something.
"""

from __future__ import annotations

from typing import Any

import z3
from attrs import frozen

from unorules.engine.state import ROUND_OVER
from unorules.errors import UnorulesError
from unorules.verify import solving
from unorules.verify.report import NOT_FOUND, PROVED, REFUTED, SEARCHED
from unorules.verify.symbolic import PHASE

# The properties' Prover (typed loosely here: it imports this module).
Prover = Any

TRIES = 3  # seeded rounds tried at each player count before the directed search
ACTIONS = 3000  # actions per round before a round counts as not ended
SEED = 7000
DEALS = 1  # deals the directed search starts from at a count no seeded round ended at
SEATS = 2  # seats that try to go out, in turn, from each deal
DIRECTED = 600  # actions of a directed round


def _sat(*facts: Any) -> bool:
    s = solving.solver()
    s.add(*facts)
    return bool(solving.check(s) == z3.sat)


@frozen
class Witnesses:
    """The rounds found at each player count: a witness (seed, actions) where one ended
    and the engine replayed it to its end, None where neither the seeded rounds nor the
    directed search found one (``why`` then says what the search saw)."""

    found: tuple[tuple[int, tuple[int, int] | None], ...]  # (players, (seed, actions) or None)
    tried: int  # rounds played
    ended: int  # rounds that ended
    why: tuple[tuple[int, str], ...] = ()  # (players, what the directed search saw) where none was found
    directed: tuple[int, ...] = ()  # the counts whose witness the directed search found

    @property
    def bound(self) -> str:
        return (f"up to {TRIES} seeded rounds at each count, up to {ACTIONS} actions each, players trying to go "
                f"out; then from {DEALS} deals a round of up to {DIRECTED} actions directed towards its end for each "
                f"of {SEATS} seats")

    def named(self) -> str:
        return "; ".join(f"{n} players: seed {w[0]}, {w[1]} actions" + (" (directed search)" if n in self.directed
                                                                          else "")
                         for n, w in self.found if w is not None)

    def missing(self) -> list[int]:
        return [n for n, w in self.found if w is None]


def replays_to_its_end(rules: Any, players: int, seed: int, actions: tuple[Any, ...]) -> bool:
    """The engine, dealt by ``seed``, takes every action of the witness and ends the round
    with the last one (and not before)."""
    state = rules.new_game(players=players, seed=seed)
    try:
        for a in actions:
            if state.round_over:
                return False
            state = rules.apply(state, a)
    except UnorulesError:
        return False  # not a witness of this deal: the engine refuses one of its actions
    return bool(state.round_over)


@frozen
class Search:
    """What one directed search saw."""

    actions: tuple[Any, ...] | None  # the witness's actions from the deal, or None
    states: int  # states looked at
    smallest: int  # the smallest hand of a player still in, over every state reached
    played: frozenset[str]  # the card kinds played in some step of the search


def directed_search(rules: Any, players: int, seed: int, seat: int = 0, actions: int = DIRECTED) -> Search:
    """A round played towards its end from the deal ``seed``: ``seat`` tries to go out and
    the others help (a witness needs only some legal sequence). The seat to act (out of
    turn only when nothing else is legal) takes the legal action whose result is best for
    that aim: ``seat`` holding the fewest cards, then the others holding the most (cards
    kept out of the piles leave ``seat`` less to draw), ties broken by a seeded random order."""
    import random

    rng = random.Random(seed * 31 + seat)
    s = rules.new_game(players=players, seed=seed)
    path: list[Any] = []
    played: set[str] = set()
    least = len(s.hands[seat])
    states = 0

    def key(t: Any) -> tuple[int, int, float]:
        if t.round_over:
            return (-1, 0, 0.0)
        others = sum(len(h) for i, h in enumerate(t.hands) if i != seat)
        return (len(t.hands[seat]) if not t.is_out(seat) else 10**6, -others, rng.random())

    while len(path) < actions and not s.round_over:
        best: tuple[tuple[int, int, float], Any, Any] | None = None
        legal = rules.legal_actions(s)
        # The seat to act moves (others' calls, catches and reports only when nothing else is
        # legal): an action out of turn rarely brings a round's end nearer, and each costs a step.
        for a in [x for x in legal if x.player == s.to_act] or legal:
            try:
                t = rules.apply(s, a)
            except UnorulesError:
                continue
            states += 1
            k = key(t)
            if best is None or k < best[0]:
                best = (k, a, t)
        if best is None:
            break
        _, a, s = best
        path.append(a)
        if a.kind == "play" and a.card is not None:
            played.add(a.card.kind)
        if not s.round_over and not s.is_out(seat):
            least = min(least, len(s.hands[seat]))
    if s.round_over:
        return Search(tuple(path), states, 0, frozenset(played))
    return Search(None, states, least, frozenset(played))


def _why(rules: Any, searches: list[Search]) -> str:
    """What the directed search saw, in a designer's words: the smallest hand it got down
    to, and the card kinds it never saw played."""
    least = min(s.smallest for s in searches)
    played = frozenset().union(*(s.played for s in searches))
    kinds = sorted({c.kind for c in rules.faces()} - played)
    said = (f"{len(searches)} rounds of up to {DIRECTED} actions, a seat trying to go out and the others "
            f"helping; that seat's hand never went below {least} card{'s' * (least != 1)}")
    if kinds:
        said += f"; never played: {', '.join(kinds)}"
    return said


def witness_rounds(prover: Prover) -> Witnesses:
    """Look for a round that ends at every allowed player count: first seeded rounds
    (``SEED``, ``SEED + 1``...; players trying to go out, the random games' ``going_out``
    policy), then, at a count none of them ended at, the directed search from ``DEALS``
    deals. Any legal sequence that ends the round is a witness, replayed from the deal."""
    from unorules.engine import random_games

    r = prover.rules
    found: list[tuple[int, tuple[int, int] | None]] = []
    why: list[tuple[int, str]] = []
    directed: list[int] = []
    tried = ended = 0
    for players in range(r.min_players, r.max_players + 1):
        got: tuple[int, int] | None = None
        for i in range(TRIES):
            seed = SEED + i
            record, state = random_games.play(r, players, seed=seed, rounds=1, max_actions=ACTIONS,
                                              policy="going_out")
            tried += 1
            if state.round_over and replays_to_its_end(r, players, seed, record.actions):
                ended += 1
                got = (seed, len(record.actions))
                break
        if got is None:
            searches = []
            for seed, seat in ((SEED + i, seat) for i in range(DEALS) for seat in range(min(SEATS, players))):
                search = directed_search(r, players, seed, seat)
                searches.append(search)
                if search.actions is not None and replays_to_its_end(r, players, seed, search.actions):
                    got = (seed, len(search.actions))
                    directed.append(players)
                    break
            if got is None:
                why.append((players, _why(r, searches)))
        found.append((players, got))
    return Witnesses(tuple(found), tried, ended, tuple(why), tuple(directed))


def _shrink(st: Any) -> Any:
    pre, post = st.pre, st.post
    return z3.Or(*(z3.And(pre.n > i, b < a) for i, (a, b) in enumerate(zip(pre.hands, post.hands, strict=False))))


def shrinking(prover: Prover, players: int) -> list[str]:
    """Proved: the transitions that can leave a player with fewer cards at ``players``
    players (the search's reason when it finds no round's end: the only ways down)."""
    out = []
    for st in prover.each_step(final=False):
        if st.kind not in ("deal", "start") and _sat(*prover.premises(st), st.pre.n == players, _shrink(st)):
            out.append(st.name)
    return out


def necessary_part(prover: Prover) -> tuple[str | None, bool]:
    """Proved symbolically: the transition that can shrink a hand (None: no action ever
    does), and whether a last card can end the round."""
    shrinks = None
    for st in prover.each_step(final=False):
        if st.kind in ("deal", "start"):
            continue
        if _sat(*prover.premises(st), _shrink(st)):
            shrinks = st.name
            break
    # Built one at a time: the first last card that ends a round settles it.
    ends = any(_sat(*prover.premises(st), st.post.phase >= PHASE[ROUND_OVER]) for st in prover.each_step(final=True))
    return shrinks, ends


def round_ends(prover: Prover) -> tuple[Any, ...]:
    """At every allowed player count a round can end: proved by a witness round replayed
    on the engine at each count, beside the symbolic necessary part."""
    shrinks, ends = prover.progress_part()
    r = prover.rules
    counts = f"{r.min_players} to {r.max_players} players"
    if shrinks is None or not ends:
        why = ("no action ever leaves a player with fewer cards, so no hand gets down to its last card"
               if shrinks is None else "no last card ends the round")
        return REFUTED, f"{why} (proved, for every position and player count)", None
    w = prover.witnesses()
    shown = (f"a hand can shrink ({shrinks}) and a last card ends the round; witness rounds, each replayed "
             f"by the engine to its end: {w.named() or 'none'}")
    missing = w.missing()
    if missing:
        # An existence statement a search did not settle: never refuted by it, said as
        # searched with its bound and what the search saw.
        at = ", ".join(map(str, missing))
        n, why = w.why[0]
        saw = "; ".join(f"at {c} players: {said}" for c, said in w.why)
        saw += (f"; proved: at {n} players only {', '.join(shrinking(prover, n)) or 'nothing'} can leave a player "
                "with fewer cards")
        return (NOT_FOUND, f"searched, not found within the bound at {at} players ({saw}); proved: {shown}", None,
                {"method": "search", "bound": w.bound})
    return PROVED, f"proved at each count, {counts}: {shown}", None, {"method": "witness"}


def round_always_ends(prover: Prover) -> tuple[Any, ...]:
    """The claim 'a round always ends': liveness, from every reachable state; the
    witnesses are evidence, the necessary part is proved, and it is never called proved."""
    got = round_ends(prover)
    if got[0] in (REFUTED, NOT_FOUND):
        return got  # no round ends (proved), or one was not found at some count (said so)
    w = prover.witnesses()
    shrinks, _ = prover.progress_part()
    bound = f"{w.tried} seeded rounds from the deal, {w.ended} ended ({w.bound})"
    return (SEARCHED, f"searched, not proved: that a round ends from every reachable state; evidence: {bound}; "
                      f"proved: a hand can shrink ({shrinks}) and a last card ends the round", None,
            {"method": "search", "bound": bound})


def target_reachable(prover: Prover) -> tuple[Any, ...]:
    """The game's target can be reached: a round scores the points left in hands, so a
    card must be worth points (unless any finished round ends the game)."""
    r = prover.rules
    if not r.ender.by_points:
        return PROVED, r.ender.reachable(r), None
    if r.target <= 0:
        return PROVED, f"the game ends at {r.target} points: the first round to end ends it", None
    best = max(r.kinds, key=lambda k: k.points)
    if best.points > 0:
        never = _scores_nothing(r)
        if never:
            at = ", ".join(map(str, never))
            return (REFUTED, (f"under '{r.scorer.name}' scoring no round scores anything with {at} players (the "
                              f"points left in hands go to nobody), so {r.target} points are never reached"),
                    None, {"method": "proof", "confirmed": True,
                           "confirmation": f"'{r.scorer.name}' scoring gives every seat 0 whatever the hands hold"})
        rounds = -(-r.target // best.points)
        return PROVED, (f"a hand left holding a {best.name} scores {best.points}: {r.target} points can be "
                        f"reached (in {rounds} rounds at most, one such card a round)"), None
    # Every card is worth nothing: confirm on the engine that a finished round scores 0.
    from unorules.engine import random_games

    _, state = random_games.play(r, r.min_players, seed=SEED, rounds=1, max_actions=ACTIONS)
    scored = sum(state.scores)
    confirmed = state.round_over and scored == 0
    return (REFUTED, f"every card scores 0, so no round scores anything and {r.target} points are never reached",
            None, {"confirmed": confirmed,
                   "confirmation": ("a round played on the engine ended with no points scored" if confirmed
                                    else "no round ended on the engine within the bound")})


def _scores_nothing(rules: Any) -> list[int]:
    """The player counts at which the variant's scoring gives every seat nothing whoever
    goes out and whatever the hands hold (partners at two players: the only other hand is
    the partner's); empty unless it is so at every count the variant allows."""
    sc = rules.scorer
    if sc.one_round:
        return []  # no scores kept: the first round to end ends the game
    for n in range(max(rules.min_players, 1), rules.max_players + 1):
        held = [z3.Int(f"points{i}") for i in range(n)]
        for w in range(n):
            gains = list(sc.gains(w, held, n))
            gains[w] = gains[w] + rules.knock_out_bonus
            s = solving.solver()
            s.add(*(h >= 0 for h in held), held[w] == 0, z3.Or(*(z3.IntVal(0) < g for g in gains)))
            if solving.check(s) != z3.unsat:  # unknown counts as scoring: never a guess refuted
                return []
    return list(range(rules.min_players, rules.max_players + 1))
