"""Speed of the per-step environment: unorules' PettingZoo env beside RLCard's UNO env.

    python benchmarks/bench_env.py [--seconds 10] [--slices 20] [--players 2] [--variant standard]
    python benchmarks/bench_env.py --all [--seconds 2] [--slices 10]

Each env is played as its users play it, by an agent choosing uniformly among the
actions its observation allows, the env seeded once per run:

- unorules: ``unorules.env.env(variant, players)`` (the checked environment, what
  ``env()`` returns), ``agent_iter()``, ``last()``, a uniform index of
  ``np.flatnonzero(obs["action_mask"])``, ``step()``; a round is an episode and
  ``reset()`` starts the next. Every step counts, ``wait`` in an out-of-turn window
  included; the steps that only retire a finished agent (``step(None)``) do not.
- RLCard: ``rlcard.make("uno", config={"seed": 1, "game_num_players": players})``,
  ``reset()``, then ``step()`` with a uniform key of ``state["legal_actions"]`` until
  ``is_over()``.

Both keep their game going from one slice to the next, so a slice times steps, not
whole rounds (a unorules round of uniformly random actions is about 1,600 steps:
the official rules let a player draw instead of playing). The engines take turns in
slices as in benchmarks/bench.py; the ratio is the median over slices of the two
steps/s measured side by side. ``--all`` runs every bundled variant at 2 players
(4 for partners) against RLCard at the same count. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import Runner, interleave

import unorules


def unorules_env_runner(variant: str, players: int) -> StepRunner:
    import numpy as np

    from unorules.env import env

    e = env(variant, players)
    e.reset(seed=1)
    rng = random.Random(1)
    flat = np.flatnonzero
    it = [iter(e.agent_iter())]

    def play(seconds: float, _seed: int) -> tuple[int, int]:
        steps = rounds = 0
        clock = time.perf_counter
        end = clock() + seconds
        while clock() < end:
            for _ in range(100):
                agent = next(it[0], None)
                if agent is None:  # the round is over and every agent retired
                    e.reset()
                    it[0] = iter(e.agent_iter())
                    rounds += 1
                    continue
                obs, _, term, trunc, _ = e.last()
                if term or trunc:
                    e.step(None)
                    continue
                legal = flat(obs["action_mask"])
                e.step(int(legal[rng.randrange(len(legal))]))
                steps += 1
        return rounds, steps

    return StepRunner(f"unorules env {variant} {players}p", play)


def rlcard_env_runner(players: int) -> StepRunner | None:
    try:
        import rlcard
    except ImportError:
        return None
    e = rlcard.make("uno", config={"seed": 1, "game_num_players": players})
    rng = random.Random(1)
    cur = [e.reset()[0]]

    def play(seconds: float, _seed: int) -> tuple[int, int]:
        steps = rounds = 0
        clock = time.perf_counter
        end = clock() + seconds
        while clock() < end:
            for _ in range(100):
                if e.is_over():
                    cur[0] = e.reset()[0]
                    rounds += 1
                    continue
                legal = list(cur[0]["legal_actions"])
                cur[0] = e.step(legal[rng.randrange(len(legal))])[0]
                steps += 1
        return rounds, steps

    return StepRunner(f"rlcard env {players}p", play)


class StepRunner(Runner):
    """A Runner that also keeps each slice's steps/s (its ``slices`` are rounds/s)."""

    def __init__(self, name: str, play: Callable[[float, int], tuple[int, int]]) -> None:
        super().__init__(name, play)
        self.step_rates: list[float] = []

    def run(self, seconds: float) -> None:
        before, start = self.actions, time.perf_counter()
        super().run(seconds)
        self.step_rates.append((self.actions - before) / (time.perf_counter() - start))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="time budget per env")
    ap.add_argument("--slices", type=int, default=20, help="how many turns each env takes")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--all", action="store_true", help="every bundled variant, beside RLCard")
    args = ap.parse_args()
    if args.seconds <= 0 or args.slices < 1:
        ap.error("--seconds must be positive and --slices at least 1")
    warnings.simplefilter("ignore")  # PettingZoo's notes on dict observations
    if args.all:
        cases = [(v, 4 if unorules.load(v).min_players > 2 else 2) for v in unorules.variants()]
    else:
        cases = [(args.variant, args.players)]
    ours = [unorules_env_runner(v, p) for v, p in cases]
    bases = {p: rlcard_env_runner(p) for p in sorted({p for _, p in cases})}
    runners: list[StepRunner] = ours + [b for b in bases.values() if b is not None]
    interleave(runners, args)
    print(f"uniformly random allowed actions, {args.seconds:g} s per env in {args.slices} interleaved slices")
    print(f"{'env':40} {'steps/s':>9} {'median':>9} {'steps/round':>12} {'x RLCard':>9}")
    for r in runners:
        base = next((b for p, b in bases.items() if r.name.endswith(f" {p}p")), None)
        ratio = "" if base is None or r is base else (
            f"{statistics.median(a / b for a, b in zip(r.step_rates, base.step_rates, strict=True)):8.2f}x")
        print(f"{r.name:40} {r.actions / r.elapsed:9.0f} {statistics.median(r.step_rates):9.0f} "
              f"{r.actions / max(r.games, 1):12.1f} {ratio:>9}")
    print("x RLCard: median over slices of the env's steps/s / RLCard env's steps/s at the same player count")
    if None in bases.values():
        print("rlcard not installed (pip install rlcard): no side-by-side figure")


if __name__ == "__main__":
    main()
