"""Train a small agent on a 2-player variant and measure its win rate against a bot.

The agent is a linear softmax policy over the environment's masked actions, trained
with REINFORCE (numpy only): one round is one episode, and the return is +1 for a won
round, -1 for a lost one. It plays seat 0 of ``unorules.env.SingleSeatEnv``; the
opponent is a bot (``uniform`` by default: a uniform choice among its legal actions).
The win rate is then measured on fresh seeds (never trained on) with a Wilson 95%
interval, beside an untrained agent (uniform among its allowed actions, ``wait``
included, so it sometimes lets its own UNO call pass) measured the same way.

    python examples/train_agent.py --variant standard --episodes 3000 --eval 1000 --baseline 300

Needs the ``[rl]`` extra. Not part of the test suite.
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

import numpy as np
import numpy.typing as npt

from unorules.env import SingleSeatEnv

Array = npt.NDArray[np.float64]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


class LinearPolicy:
    """logits = W @ features + b, over the allowed actions only."""

    def __init__(self, n_obs: int, n_act: int, scale: Array, rng: np.random.Generator) -> None:
        self.w = np.zeros((n_act, n_obs))
        self.b = np.zeros(n_act)
        self.scale = scale
        self.rng = rng

    def features(self, obs: dict[str, Any]) -> Array:
        x: Array = obs["observation"].astype(np.float64) / self.scale
        return x

    def probs(self, x: Array, mask: npt.NDArray[np.int8]) -> Array:
        logits = self.w @ x + self.b
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        p: Array = np.exp(logits)
        return p / p.sum()

    def sample(self, obs: dict[str, Any], greedy: bool = False) -> tuple[int, Array, Array]:
        x = self.features(obs)
        p = self.probs(x, obs["action_mask"])
        a = int(np.argmax(p)) if greedy else int(self.rng.choice(len(p), p=p))
        return a, x, p


def play_round(env: SingleSeatEnv, seed: int, choose: Any) -> tuple[bool, list[tuple[int, Array, Array]]]:
    obs, _ = env.reset(seed=seed)
    steps: list[tuple[int, Array, Array]] = []
    done = False
    info: dict[str, Any] = {}
    while not done:
        a, x, p = choose(obs)
        steps.append((a, x, p))
        obs, _, term, trunc, info = env.step(a)
        done = term or trunc
    return info.get("round_winner") == env.seat, steps


def evaluate(env: SingleSeatEnv, rounds: int, first_seed: int, choose: Any) -> tuple[int, int]:
    wins = sum(play_round(env, first_seed + i, choose)[0] for i in range(rounds))
    return wins, rounds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--bot", default="uniform", help="the opponent (a name unorules.bots or the fallback knows)")
    ap.add_argument("--episodes", type=int, default=3000)
    ap.add_argument("--eval", type=int, default=1000, help="rounds to measure the trained agent on")
    ap.add_argument("--baseline", type=int, default=300,
                    help="rounds to measure an untrained (uniform) agent on; its rounds run long")
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    env = SingleSeatEnv(args.variant, 2, seat=0, bots=args.bot, max_steps=3000)
    space = env.observation_space["observation"]
    n_obs, n_act = space.shape[0], env.action_space.n
    scale = np.maximum(np.asarray(space.high, dtype=np.float64), 1.0)
    scale = np.minimum(scale, 20.0)  # counts and sizes to about [0, 1]; scores barely matter here
    rng = np.random.default_rng(args.seed)
    policy = LinearPolicy(n_obs, n_act, scale, rng)
    uniform_rng = np.random.default_rng(args.seed + 1)

    def uniform(obs: dict[str, Any]) -> tuple[int, Array, Array]:
        allowed = np.flatnonzero(obs["action_mask"])
        return int(uniform_rng.choice(allowed)), np.zeros(0), np.zeros(0)

    print(f"{args.variant}, 2 players: {n_obs} observation features, {n_act} actions; opponent {args.bot!r}")
    start = time.time()
    baseline, recent = 0.0, []
    for ep in range(args.episodes):
        won, steps = play_round(env, 10_000_000 + ep, lambda o: policy.sample(o))
        g = 1.0 if won else -1.0
        advantage = g - baseline
        baseline += 0.02 * (g - baseline)
        for a, x, p in steps:
            grad = -p
            grad[a] += 1.0  # d log pi(a) / d logits
            policy.w += args.lr * advantage * np.outer(grad, x) / max(1, len(steps)) ** 0.5
            policy.b += args.lr * advantage * grad / max(1, len(steps)) ** 0.5
        recent.append(won)
        if (ep + 1) % max(1, args.episodes // 10) == 0:
            last = recent[-max(1, args.episodes // 10):]
            print(f"  episode {ep + 1:5}: won {sum(last)}/{len(last)} of the last rounds "
                  f"({time.time() - start:.0f} s)", flush=True)
    trained_secs = time.time() - start

    for name, choose, rounds in (("trained", lambda o: policy.sample(o, greedy=True), args.eval),
                                 ("uniform", uniform, args.baseline)):
        wins, n = evaluate(env, rounds, 20_000_000, choose)
        lo, hi = wilson(wins, n)
        print(f"{name:8} agent vs {args.bot}: won {wins}/{n} rounds = {wins / n:.1%} "
              f"(95% Wilson interval {lo:.1%} to {hi:.1%})")
    print(f"training took {trained_secs:.0f} s for {args.episodes} rounds; "
          f"total {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
