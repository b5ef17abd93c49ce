"""Speed of the vectorized environment (N games in the kernel) beside RLCard's UNO env.

    python benchmarks/bench_vector.py [--seconds 10] [--slices 20] [--runs 3] [--players 2]
        [--variant standard] [--envs 1,64,1024] [--threads 1] [--policy rlcard|uniform]

Each env is played as its users play it, the env seeded once per run:

- unorules: ``unorules.env.vector.VectorEnv(variant, players, num_envs=N)``, ``reset(seed=1)``,
  then ``step(actions)`` with, for every game, an index chosen from its mask in numpy
  outside the kernel (uniform floats times the masks and a preference per index, the
  argmax per row, in one reused buffer). A vector step counts N steps (one per game);
  ``wait`` in an out-of-turn window counts, as in benchmarks/bench_env.py.
- RLCard: ``rlcard.make("uno", config={"seed": 1, ...})``, ``reset()``, then ``step()`` with a
  uniform key of ``state["legal_actions"]`` until ``is_over()`` (bench_env's runner).

The policy is the same rule on both sides by default (``--policy rlcard``, as in
bench_env.py): the seat to act plays uniformly among its plays when it has one, else
among its other in-turn actions (never a UNO call, catch or report), and a seat offered
an out-of-turn window waits; RLCard's legal actions are that rule already. ``--policy
uniform`` picks among every index the mask allows (rounds of some 1,500 steps: drawing
instead of playing, waiting in every window), which does not compare rounds.

The envs take turns in slices (bench.py's ``interleave``) in ``--runs`` runs; the
table prints steps/s and rounds/s and their ratios to RLCard's, lowest/median/highest
over the runs, with the load average. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_env import StepRunner, compare, preference, rlcard_env_runner


def vector_runner(variant: str, players: int, num_envs: int, threads: int = 1,
                  policy: str = "rlcard") -> StepRunner:
    import numpy as np

    from unorules.env.spaces import WAIT
    from unorules.env.vector import VectorEnv

    v = VectorEnv(variant, players, num_envs, threads=threads)
    obs = [v.reset(seed=1)[0]]
    rng = np.random.default_rng(1)
    u = np.zeros((num_envs, v.enc.size), np.float32)  # the policy's scratch, reused
    # rlcard: a play scores 2 + u, another in-turn action 1 + u, the rest u (u in [0, 1)),
    # so the argmax is a uniform play if there is one, else a uniform in-turn action.
    # (The tiny floor keeps an allowed index above a forbidden one when u draws 0.)
    pref = (preference(v.enc) if policy == "rlcard" else np.zeros(v.enc.size, np.float32)) + np.float32(2**-20)
    wait = v.enc.index[WAIT]
    me = v.enc.offset["to_act"]

    def play(seconds: float, _seed: int) -> tuple[int, int]:
        steps = rounds = 0
        clock = time.perf_counter
        end = clock() + seconds
        while clock() < end:
            o = obs[0]
            mask = o["action_mask"]
            rng.random(dtype=np.float32, out=u)
            np.add(u, pref, out=u)
            actions = np.multiply(u, mask, out=u).argmax(axis=1)
            if policy == "rlcard":  # a seat in another's window lets it pass
                window = (o["observation"][:, me] != 1.0) & (mask[:, wait] == 1)
                actions[window] = wait
            obs[0], _, term, trunc, _ = v.step(actions)
            steps += num_envs
            rounds += int(term.sum() + trunc.sum())
        return rounds, steps

    on = f" threads={v.threads}" if v.threads > 1 else ""
    return StepRunner(f"unorules vector {variant} {players}p N={num_envs}{on}", play)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="time budget per env and run")
    ap.add_argument("--slices", type=int, default=20, help="how many turns each env takes per run")
    ap.add_argument("--runs", type=int, default=3, help="separate interleaved runs")
    ap.add_argument("--policy", choices=("rlcard", "uniform"), default="rlcard",
                    help="rlcard: RLCard's rule on both sides (default); uniform: every allowed index")
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
    if args.seconds <= 0 or args.slices < 1 or min(counts) < 1 or args.threads < 1 or args.runs < 1:
        ap.error("--seconds must be positive, --slices, --runs, --threads and every N at least 1")
    warnings.simplefilter("ignore")

    def make() -> tuple[list[StepRunner], dict[int, StepRunner | None]]:
        ours = [vector_runner(args.variant, args.players, n, policy=args.policy) for n in counts]
        if args.threads > 1:
            ours += [vector_runner(args.variant, args.players, n, args.threads, args.policy)
                     for n in counts if n > 1]
        return ours, {args.players: rlcard_env_runner(args.players)}

    compare(make, args, 44)


if __name__ == "__main__":
    main()
