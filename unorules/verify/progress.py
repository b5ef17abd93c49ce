"""Progress: a round can end, and the game can reach its target.

"A round can still end" is a liveness property, which the transition-by-transition
proofs of :mod:`unorules.verify.properties` cannot show. What is proved here is the
necessary part (some transition shrinks a hand, and a last card ends the round); the
rest is an explicit bounded search over the engine, reported as searched with its
bound, never as proved. "The target is reachable" is proved from the card points: a
round scores the points left in hands, so some card must be worth something.
"""

from __future__ import annotations

from typing import Any

import z3

from unorules.engine.state import ROUND_OVER
from unorules.verify import solving
from unorules.verify.report import PROVED, REFUTED, SEARCHED
from unorules.verify.symbolic import PHASE

# The properties' Prover (typed loosely here: it imports this module).
Prover = Any

ROUNDS = 4  # rounds searched, at the smallest and the largest table
ACTIONS = 3000  # actions per round before a round counts as not ended


def _sat(*facts: Any) -> bool:
    s = solving.solver()
    s.add(*facts)
    return bool(solving.check(s) == z3.sat)


def search_rounds(prover: Prover) -> tuple[int, int, str]:
    """Play ``ROUNDS`` seeded rounds on the engine (the table policy of the random games)
    and count those that end within ``ACTIONS`` actions."""
    from unorules.engine import random_games

    r = prover.rules
    counts = [r.min_players, r.max_players]
    ended = 0
    for i in range(ROUNDS):
        players = counts[i % 2]
        _, state = random_games.play(r, players, seed=7000 + i, rounds=1, max_actions=ACTIONS)
        ended += state.round_over
    bound = f"{ROUNDS} seeded rounds at {r.min_players} and {r.max_players} players, up to {ACTIONS} actions each"
    return ended, ROUNDS, bound


def round_ends(prover: Prover) -> tuple[Any, ...]:
    """From every reachable state a round can still end: a necessary condition proved,
    the rest searched on the engine."""
    m = prover.model
    steps = [st for st in prover.all_steps_list() if st.kind not in ("deal", "start")]
    shrinks = None
    for st in steps:
        if st.kind == "play" and st.final:
            continue
        pre, post = st.pre, st.post
        shrink = z3.Or(*(z3.And(pre.n > i, b < a) for i, (a, b) in enumerate(zip(pre.hands, post.hands,
                                                                               strict=False))))
        if _sat(*prover.premises(st), shrink):
            shrinks = st.name
            break
    finals = [st for st in steps if st.kind == "play" and st.final]
    ends = any(_sat(*prover.premises(st), st.post.phase >= PHASE[ROUND_OVER]) for st in finals)
    ended, tried, bound = search_rounds(prover)
    if shrinks is None or not ends:
        why = ("no action ever leaves a player with fewer cards, so no hand gets down to its last card"
               if shrinks is None else "no last card ends the round")
        confirmed = ended == 0
        return (REFUTED, f"{why}; on the engine {ended} of {tried} rounds ended ({bound})", None,
                {"method": "proof", "confirmed": confirmed,
                 "confirmation": f"{ended} of {tried} rounds ended on the engine ({bound})"})
    if ended == 0:
        return (REFUTED, f"no round ended on the engine: {bound} (a hand can shrink, by {shrinks}, "
                         "but play never brings one to its last card)", None,
                {"method": "search", "bound": bound, "confirmed": True,
                 "confirmation": f"0 of {tried} rounds ended ({bound})"})
    del m
    return (SEARCHED, f"searched, not proved: {ended} of {tried} rounds ended ({bound}); proved: a hand can "
                      f"shrink ({shrinks}) and a last card ends the round", None,
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

    _, state = random_games.play(r, r.min_players, seed=7000, rounds=1, max_actions=ACTIONS)
    scored = sum(state.scores)
    confirmed = state.round_over and scored == 0
    return (REFUTED, f"every card scores 0, so no round scores anything and {r.target} points are never reached",
            None, {"confirmed": confirmed,
                   "confirmation": ("a round played on the engine ended with no points scored" if confirmed
                                    else "no round ended on the engine within the bound")})
