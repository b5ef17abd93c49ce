"""Speed of the per-step environment: unorules' PettingZoo env beside RLCard's UNO env.

    python benchmarks/bench_env.py [--seconds 10] [--slices 20] [--runs 3] [--players 2]
        [--variant standard] [--policy rlcard|uniform]
    python benchmarks/bench_env.py --all [--seconds 2] [--slices 10]

Each env is played as its users play it, the env seeded once per run:

- unorules: ``unorules.env.env(variant, players)`` (the checked environment, what
  ``env()`` returns), ``agent_iter()``, ``last()``, an index the policy picks from
  ``obs["action_mask"]``, ``step()``; a round is an episode and ``reset()`` starts
  the next. Every step counts, ``wait`` in an out-of-turn window included; the steps
  that only retire a finished agent (``step(None)``) do not.
- RLCard: ``rlcard.make("uno", config={"seed": 1, "game_num_players": players})``,
  ``reset()``, then ``step()`` with a uniform key of ``state["legal_actions"]`` until
  ``is_over()``.

The policy (``--policy``) is the same rule on both sides by default:

- ``rlcard`` (default): RLCard's "uniform over its legal actions", which are the
  player to act's plays whenever it has one, else its draw. On unorules the seat to act
  picks uniformly among its plays when it has one, else among its other in-turn actions
  (draw, pass, accept, challenge, a colour), never its UNO call, catches or reports
  (benchmarks/bench.py's ``rlcard_like``); a seat offered an out-of-turn window
  waits (RLCard has no such windows). Rounds then last about as long on both
  (some 50 steps at 2 players), so rounds/s and steps/s compare like with like.
- ``uniform``: uniform over every index the mask allows, ``wait`` and drawing
  included; a unorules round then lasts some 1,500 steps (a player may draw instead
  of playing, and waits in every window), RLCard's stays at its rule: not comparable
  by rounds.

Both keep their game going from one slice to the next, so a slice times steps, not
whole rounds. The engines take turns in slices as in benchmarks/bench.py, in ``--runs``
separate runs; each run's ratio is its whole-run rate over RLCard's of the same run,
and the table prints the lowest, median and highest ratio over the runs, steps/s and
rounds/s, with the load average before and after. ``--all`` runs every bundled variant
at 2 players (4 for partners) against RLCard at the same count. Printed, never asserted.
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import Runner, interleave

import unorules

POLICY = {
    "rlcard": "the same rule on both sides (a play when there is one, else another in-turn action; "
              "unorules waits in out-of-turn windows)",
    "uniform": "uniform over every allowed index on unorules, wait and drawing included (not RLCard's rule)",
}
OUT_OF_TURN_KINDS = ("uno", "catch", "report", "wait")


def preference(enc: Any) -> Any:
    """Per action index, the rlcard policy's preference: 2 for a play, 1 for another
    in-turn action, 0 for a UNO call, catch, report or ``wait`` (chosen only when
    nothing else is allowed)."""
    import numpy as np

    return np.array([2.0 if k[0] == "play" else 0.0 if k[0] in OUT_OF_TURN_KINDS else 1.0
                     for k in enc.keys], np.float32)


def unorules_env_runner(variant: str, players: int, policy: str = "rlcard", backend: str = "engine") -> StepRunner:
    import numpy as np

    from unorules.env import env, kernel_env
    from unorules.env.spaces import WAIT

    e = (kernel_env if backend == "kernel" else env)(variant, players)
    e.reset(seed=1)
    rng = random.Random(1)
    flat = np.flatnonzero
    it = [iter(e.agent_iter())]
    like = policy == "rlcard"
    pref = preference(e.enc)
    wait = e.enc.index[WAIT]
    me = e.enc.offset["to_act"]  # the observer's own slot of the one-hot seat to act

    # The indices the policy draws from, by the mask's bytes: the same few masks recur, so
    # the agent's side of a step costs about what RLCard's ``list(legal_actions)`` does.
    pools: dict[bytes, list[int]] = {}

    def choose(obs: dict[str, Any]) -> int:
        mask = obs["action_mask"]
        if like and obs["observation"][me] != 1.0 and mask[wait]:  # a window: let it pass
            return int(wait)
        key = mask.tobytes()
        pool = pools.get(key)
        if pool is None:
            legal = flat(mask)
            if like:
                p = pref[legal]
                legal = legal[p == p.max()]
            if len(pools) >= 1 << 14:
                pools.clear()
            pool = pools[key] = [int(i) for i in legal]
        return pool[rng.randrange(len(pool))]

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
                e.step(choose(obs))
                steps += 1
        return rounds, steps

    return StepRunner(f"unorules {'kernel_env' if backend == 'kernel' else 'env'} {variant} {players}p", play)


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


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def spread(xs: list[float], fmt: str) -> str:
    """The lowest, median and highest of ``xs``."""
    return "/".join(format(x, fmt) for x in (min(xs), statistics.median(xs), max(xs)))


def compare(make: Callable[[], tuple[list[StepRunner], dict[int, StepRunner | None]]],
            args: argparse.Namespace, width: int = 40) -> None:
    """``args.runs`` interleaved runs of fresh runners from ``make`` (ours, RLCard's by
    player count); per runner, its steps/s, rounds/s and steps/round, and each ratio to
    RLCard at its player count, as lowest/median/highest over the runs."""
    print(f"policy {args.policy}: {POLICY[args.policy]}")
    before = load()
    runs: list[tuple[list[StepRunner], dict[int, StepRunner | None]]] = []
    for _ in range(args.runs):
        ours, bases = make()
        interleave([*ours, *(b for b in bases.values() if b is not None)], args)
        runs.append((ours, bases))
    after = load()
    print(f"{args.seconds:g} s per env in {args.slices} interleaved slices, {args.runs} runs; "
          f"load average (1, 5, 15 min) before {before}, after {after}")
    print("lowest/median/highest over the runs of the whole-run rates and of their ratio to RLCard's")
    print(f"{'env':{width}} {'steps/s':>20} {'rounds/s':>17} {'steps/round':>17} "
          f"{'x RLCard steps/s':>17} {'x RLCard rounds/s':>17}")

    def row(name: str, rs: list[StepRunner], base: list[StepRunner] | None) -> None:
        steps = [r.actions / r.elapsed for r in rs]
        rounds = [r.games / r.elapsed for r in rs]
        length = [r.actions / max(r.games, 1) for r in rs]
        ratios = ""
        if base is not None:
            xs = [a / (b.actions / b.elapsed) for a, b in zip(steps, base, strict=True)]
            xr = [a / max(b.games / b.elapsed, 1e-9) for a, b in zip(rounds, base, strict=True)]
            ratios = f" {spread(xs, '.2f'):>17} {spread(xr, '.2f'):>17}"
        print(f"{name:{width}} {spread(steps, '.0f'):>20} {spread(rounds, '.0f'):>17} "
              f"{spread(length, '.1f'):>17}{ratios}")

    def of(p: int) -> list[StepRunner] | None:
        got = [run[1][p] for run in runs]
        return None if None in got else [b for b in got if b is not None]

    ours0, bases0 = runs[0]
    for p, b in bases0.items():
        if b is not None:
            row(b.name, of(p) or [], None)
    for i, r in enumerate(ours0):
        seats = next((p for p in bases0 if r.name.split(" N=")[0].endswith(f" {p}p")), None)
        row(r.name, [run[0][i] for run in runs], None if seats is None else of(seats))
    if None in bases0.values():
        print("rlcard not installed (pip install rlcard): no side-by-side figure")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="time budget per env and run")
    ap.add_argument("--slices", type=int, default=20, help="how many turns each env takes per run")
    ap.add_argument("--runs", type=int, default=3, help="separate interleaved runs")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--policy", choices=("rlcard", "uniform"), default="rlcard",
                    help="rlcard: RLCard's rule on both sides (default); uniform: every allowed index")
    ap.add_argument("--all", action="store_true", help="every bundled variant, beside RLCard")
    ap.add_argument("--env", choices=("engine", "kernel", "both"), default="both",
                    help="env() (stepped by the engine), kernel_env() (stepped by the kernel), or both")
    args = ap.parse_args()
    if args.seconds <= 0 or args.slices < 1 or args.runs < 1:
        ap.error("--seconds must be positive and --slices and --runs at least 1")
    warnings.simplefilter("ignore")  # PettingZoo's notes on dict observations
    if args.all:
        cases = [(v, 4 if unorules.load(v).min_players > 2 else 2) for v in unorules.variants()]
    else:
        cases = [(args.variant, args.players)]

    backends = ("engine", "kernel") if args.env == "both" else (args.env,)
    refused: dict[str, str | None] = {}
    if "kernel" in backends:
        from unorules.env import kernel_env

        for v, p in cases:
            try:
                kernel_env(v, p)
            except unorules.UnorulesError as err:  # turkish: a rule the kernel has not
                refused[v] = str(err)
                print(f"kernel_env {v}: {err}")

    def make() -> tuple[list[StepRunner], dict[int, StepRunner | None]]:
        return ([unorules_env_runner(v, p, args.policy, b) for v, p in cases for b in backends
                 if b == "engine" or refused.get(v) is None],
                {p: rlcard_env_runner(p) for p in sorted({p for _, p in cases})})

    compare(make, args)


if __name__ == "__main__":
    main()
