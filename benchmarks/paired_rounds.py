"""Strength: two bots over single rounds, each deal played twice with the seats swapped.

    python benchmarks/paired_rounds.py ismcts greedy [--pairs 300] [--seed 0] [--variant standard]
        [--workers 1] [--scores A,B]

A game to 500 points takes about 19 rounds of two-player UNO and its result swings
with the luck of every one; a round is the smaller unit, and playing each deal from
both seats cancels the luck of the deal itself (who was dealt the wilds). Prints the
first bot's share of rounds won with its 95% Wilson interval, its mean point margin
per round (its score minus the other's, with a 95% normal interval) and the CPU time
per round. With ``--scores A,B`` each deal instead starts a game's end, the first bot
holding A points and the other B, played on to the target score (new rounds dealt from
the game's seed): it prints the share of those games the first bot won. Each bot is written as for ``unorules simulate --policy`` (``ismcts:N``
for N deals per decision). Round i is dealt from seed ``seed + i``; the bots' own
seeds follow from it, so a run replays exactly.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

import attrs

import unorules
from unorules.bots import Policy, make
from unorules.sim.run import parse_policy
from unorules.sim.stats import wilson


def bot(spec: str, seed: int) -> Policy:
    name, options = parse_policy(spec)
    return make(name, seed=seed, **options)


def play_round(rules: unorules.Rules, seed: int, seats: list[Policy],
               scores: tuple[int, int] | None = None) -> tuple[int, tuple[int, ...]]:
    """One round from a fresh two-player game (or, given ``scores``, the game from those
    scores to its end): the winner and the scores. Out-of-turn actions are offered
    first, as the simulator offers them."""
    state = rules.new_game(players=2, seed=seed)
    if scores is not None:
        state = attrs.evolve(state, scores=scores)
    while not (state.winner is not None if scores is not None else state.round_over):
        to = state.to_act
        legal = rules.legal_actions(state)
        waiting = tuple(a for a in legal if a.player != to)
        hook = getattr(seats[1 - to], "interrupt", None)
        action = hook(rules, rules.view(state, 1 - to), waiting) if waiting and hook is not None else None
        if action is None:
            action = seats[to].act(rules, rules.view(state, to), tuple(a for a in legal if a.player == to))
        state = rules.apply(state, action)
    winner = state.winner if scores is not None else state.round_winner
    assert winner is not None
    return winner, state.scores


def pair(job: tuple[str, str, str, int, tuple[int, int] | None]) -> tuple[int, list[int], float]:
    """The deal ``seed`` from both seats: rounds (or games) the first bot won, its
    margins, CPU seconds."""
    variant, a, b, seed, scores = job
    rules = unorules.load(variant)
    start = time.process_time()
    won, margins = 0, []
    for seat in (0, 1):
        seats = [bot(a, 2 * seed + 1), bot(b, 2 * seed + 2)]
        if seat:
            seats.reverse()
        given = None if scores is None else (scores if seat == 0 else (scores[1], scores[0]))
        winner, end = play_round(rules, seed, seats, given)
        won += winner == seat
        margins.append(end[seat] - end[1 - seat])
    return won, margins, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--scores", help="A,B: play each game's end from these scores")
    args = parser.parse_args()
    scores = None
    if args.scores:
        a, _, b = args.scores.partition(",")
        scores = (int(a), int(b))
    jobs = [(args.variant, args.first, args.second, args.seed + i, scores) for i in range(args.pairs)]
    won, margins, cpu = 0, [], 0.0
    with ProcessPoolExecutor(args.workers) as pool:
        for w, m, c in pool.map(pair, jobs):
            won, cpu = won + w, cpu + c
            margins.extend(m)
    n = len(margins)
    rate = wilson(won, n)
    mean = sum(margins) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in margins) / (n - 1)) if n > 1 else math.nan
    half = 1.96 * sd / math.sqrt(n)
    unit = "round" if scores is None else "game"
    start = "" if scores is None else f" from {scores[0]} points to {scores[1]}"
    print(f"{args.first} vs {args.second}, {args.variant}, {n} {unit}s{start} ({args.pairs} deals from both seats):")
    print(f"  {unit}s won {100 * rate.value:.1f}% [{100 * rate.low:.1f}, {100 * rate.high:.1f}]")
    print(f"  points a {unit} {mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}]")
    print(f"  CPU {cpu / n:.3f} s a {unit}")


if __name__ == "__main__":
    main()
