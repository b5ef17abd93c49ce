"""Speed of the vectorized environment (N games in the kernel) beside RLCard's UNO env.

    python benchmarks/bench_vector.py [--seconds 10] [--slices 20] [--players 2] [--variant standard]
        [--envs 1,64,1024] [--threads 1]

Each env is played as its users play it, the env seeded once per run:

- unorules: ``unorules.env.vector.VectorEnv(variant, players, num_envs=N)``, ``reset(seed=1)``,
  then ``step(actions)`` with, for every game, a uniform choice among the indices its
  mask allows, made in numpy outside the kernel (uniform floats times the masks, the
  argmax per row, in one reused buffer). A vector step counts N steps (one per game); ``wait`` in an
  out-of-turn window counts, as in benchmarks/bench_env.py.
- RLCard: ``rlcard.make("uno", config={"seed": 1, ...})``, ``reset()``, then ``step()`` with a
  uniform key of ``state["legal_actions"]`` until ``is_over()`` (bench_env's runner).

The envs take turns in slices (bench.py's ``interleave``); the ratio is the median over
slices of the two steps/s measured side by side. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import interleave
from bench_env import StepRunner, rlcard_env_runner


def vector_runner(variant: str, players: int, num_envs: int, threads: int = 1) -> StepRunner:
    import numpy as np

    from unorules.env.vector import VectorEnv

    v = VectorEnv(variant, players, num_envs, threads=threads)
    obs = [v.reset(seed=1)[0]]
    rng = np.random.default_rng(1)
    u = np.zeros((num_envs, v.enc.size), np.float32)  # the policy's scratch, reused

    def play(seconds: float, _seed: int) -> tuple[int, int]:
        steps = rounds = 0
        clock = time.perf_counter
        end = clock() + seconds
        while clock() < end:
            mask = obs[0]["action_mask"]
            rng.random(dtype=np.float32, out=u)
            actions = np.multiply(u, mask, out=u).argmax(axis=1)
            obs[0], _, term, trunc, _ = v.step(actions)
            steps += num_envs
            rounds += int(term.sum() + trunc.sum())
        return rounds, steps

    on = f" threads={v.threads}" if v.threads > 1 else ""
    return StepRunner(f"unorules vector {variant} {players}p N={num_envs}{on}", play)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="time budget per env")
    ap.add_argument("--slices", type=int, default=20, help="how many turns each env takes")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--envs", default="1,64,1024", help="the game counts N to run, comma-separated")
    ap.add_argument("--threads", type=int, default=1,
                    help="also run each N above 1 on this many threads (VectorEnv(threads=...))")
    args = ap.parse_args()
    try:
        counts = [int(x) for x in args.envs.split(",")]
    except ValueError:
        ap.error("--envs takes whole numbers separated by commas, e.g. 1,64,1024")
    if args.seconds <= 0 or args.slices < 1 or min(counts) < 1 or args.threads < 1:
        ap.error("--seconds must be positive, --slices, --threads and every N at least 1")
    warnings.simplefilter("ignore")
    ours = [vector_runner(args.variant, args.players, n) for n in counts]
    if args.threads > 1:
        ours += [vector_runner(args.variant, args.players, n, args.threads) for n in counts if n > 1]
    base = rlcard_env_runner(args.players)
    runners: list[StepRunner] = ours + ([base] if base is not None else [])
    interleave(runners, args)
    print(f"uniformly random allowed actions, {args.seconds:g} s per env in {args.slices} interleaved slices")
    print(f"{'env':44} {'steps/s':>10} {'median':>10} {'steps/round':>12} {'x RLCard':>9}")
    for r in runners:
        ratio = "" if base is None or r is base else (
            f"{statistics.median(a / b for a, b in zip(r.step_rates, base.step_rates, strict=True)):8.2f}x")
        print(f"{r.name:44} {r.actions / r.elapsed:10.0f} {statistics.median(r.step_rates):10.0f} "
              f"{r.actions / max(r.games, 1):12.1f} {ratio:>9}")
    print("x RLCard: median over slices of the env's steps/s / RLCard env's steps/s (one env, same players)")
    if base is None:
        print("rlcard not installed (pip install rlcard): no side-by-side figure")


if __name__ == "__main__":
    main()
