"""Per-step engine speed of every bundled variant as a share of standard's, one run.

    python benchmarks/bench_variants.py [--games 150] [--rounds 3] [VARIANT ...]

Each variant plays the same seeded games (seed 0 to games - 1, at 2 players, or at the
variant's least player count when that is more) with benchmarks/bench.py's RLCard-like
random policy (a playable card when there is one, else a draw), through the public
``legal_actions``/``apply``, deal included. The rounds take the variants in turn (every
other round in the reverse order) and each variant's figure is its best round.

The time is the process's CPU time (``time.process_time``), not wall time: on a shared
machine the wall clock also counts the time other processes held the cores, which moves
a figure by tens of percent from one run to the next, while CPU time moves by one or two.
The share is standard's microseconds per action divided by the variant's (1.00: as fast
per action as standard). The figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import rlcard_like

import unorules


def play(rules: unorules.Rules, games: int) -> tuple[float, int]:
    """CPU seconds and actions for ``games`` seeded rounds of one variant."""
    players = max(2, rules.min_players)
    rng = random.Random(1)
    actions = 0
    start = time.process_time()
    for seed in range(games):
        state = rules.new_game(players=players, seed=seed)
        while not state.round_over:
            legal = rules.legal_actions(state)
            pool = rlcard_like(state, legal)
            state = rules.apply(state, pool[rng.randrange(len(pool))])
            actions += 1
    return time.process_time() - start, actions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=150, help="seeded rounds per variant and round")
    ap.add_argument("--rounds", type=int, default=3, help="how many times each variant plays them")
    ap.add_argument("variants", nargs="*", help="default: every bundled variant")
    args = ap.parse_args()
    names = args.variants or unorules.variants()
    if "standard" not in names:
        names = ["standard", *names]
    rules = {name: unorules.load(name) for name in names}
    for name in names:
        play(rules[name], 5)  # the engine's memos, built on first use, are not timed
    best: dict[str, float] = dict.fromkeys(names, float("inf"))
    actions: dict[str, int] = {}
    for i in range(args.rounds):
        for name in names if i % 2 == 0 else names[::-1]:
            seconds, actions[name] = play(rules[name], args.games)
            best[name] = min(best[name], seconds / actions[name])
    print(f"CPU time per action, best of {args.rounds} interleaved rounds of {args.games} seeded games each")
    print(f"{'variant':24} {'us/action':>10} {'actions':>9} {'x standard':>11}")
    for name in names:
        print(f"{name:24} {1e6 * best[name]:10.2f} {actions[name]:9d} {best['standard'] / best[name]:11.2f}")


if __name__ == "__main__":
    main()
