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
from unorules.verify.report import PROVED, REFUTED, SEARCHED
from unorules.verify.symbolic import PHASE

# The properties' Prover (typed loosely here: it imports this module).
Prover = Any

TRIES = 3  # seeded rounds tried at each player count before none is taken to end there
ACTIONS = 3000  # actions per round before a round counts as not ended
SEED = 7000


def _sat(*facts: Any) -> bool:
    s = solving.solver()
    s.add(*facts)
    return bool(solving.check(s) == z3.sat)


@frozen
class Witnesses:
    """The seeded rounds played at each player count: a witness (seed, actions) where one
    ended and the engine replayed it to its end, None where none of ``TRIES`` did."""

    found: tuple[tuple[int, tuple[int, int] | None], ...]  # (players, (seed, actions) or None)
    tried: int  # rounds played
    ended: int  # rounds that ended

    @property
    def bound(self) -> str:
        return f"up to {TRIES} seeded rounds at each count, up to {ACTIONS} actions each, players trying to go out"

    def named(self) -> str:
        return "; ".join(f"{n} players: seed {w[0]}, {w[1]} actions" for n, w in self.found if w is not None)

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


def witness_rounds(prover: Prover) -> Witnesses:
    """Look for a round that ends at every allowed player count (each count's rounds
    seeded ``SEED``, ``SEED + 1``...; random actions of players trying to go out, the
    random games' ``going_out`` policy: any legal sequence that ends the round is a witness)."""
    from unorules.engine import random_games

    r = prover.rules
    found: list[tuple[int, tuple[int, int] | None]] = []
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
        found.append((players, got))
    return Witnesses(tuple(found), tried, ended)


def necessary_part(prover: Prover) -> tuple[str | None, bool]:
    """Proved symbolically: the transition that can shrink a hand (None: no action ever
    does), and whether a last card can end the round."""
    shrinks = None
    for st in prover.each_step(final=False):
        if st.kind in ("deal", "start"):
            continue
        pre, post = st.pre, st.post
        shrink = z3.Or(*(z3.And(pre.n > i, b < a) for i, (a, b) in enumerate(zip(pre.hands, post.hands,
                                                                               strict=False))))
        if _sat(*prover.premises(st), shrink):
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
        # As a bounded search, stated as such: no round found ending at those counts.
        at = ", ".join(map(str, missing))
        searched = f"{TRIES} seeded rounds of up to {ACTIONS} actions at each"
        return (REFUTED, f"no round ended on the engine at {at} players ({searched}); proved: {shown}", None,
                {"method": "search", "bound": w.bound, "confirmed": True,
                 "confirmation": f"no round ended at {at} players ({searched})"})
    return PROVED, f"proved at each count, {counts}: {shown}", None, {"method": "witness"}


def round_always_ends(prover: Prover) -> tuple[Any, ...]:
    """The claim 'a round always ends': liveness, from every reachable state; the
    witnesses are evidence, the necessary part is proved, and it is never called proved."""
    got = round_ends(prover)
    if got[0] == REFUTED:
        return got
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
    if r.target <= 0:
        return PROVED, f"the game ends at {r.target} points: the first round to end ends it", None
    best = max(r.kinds, key=lambda k: k.points)
    if best.points > 0:
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
