"""Train a linear policy on the vectorized environment and measure it against random play.

The policy is a linear softmax over the observation (each feature divided by its bound,
at most 20), restricted to the actions the mask allows, trained with REINFORCE and a
baseline (numpy only; Adam steps). It plays one seat of each of ``--envs`` games of
``unorules.env.vector.VectorEnv`` (seat 0 in the even games, seat 1 in the odd ones, so
both seats and both first movers are learned); the other seat is a uniform-random
opponent: a uniform choice among every action its mask allows, ``wait`` included. One
round is one episode; its return is +1 for a round the policy wins, -1 for one it loses,
0 for a truncated round (or the rare round whose winner scores no points, where the
rewards cannot tell the winner).

After training, the policy plays greedily (the most likely allowed action) on fresh
deals (another seed, never trained on): every game slot plays the same number of
rounds, so long rounds count as often as short ones. The win rate is printed with its
Wilson 95% interval (``unorules.sim.stats.wilson``); a round the rewards cannot decide
counts as lost, which can only lower the figure. It is also measured against
``unorules.bots``' ``random`` and ``greedy`` on the per-step environment
(``SingleSeatEnv``, the Python engine, since those bots read the game, not the mask).

    python examples/train_vector.py --updates 150 --eval 2048 --opponent card-first --plot curve.png
    python examples/train_vector.py --seconds 60 --json

Deterministic for a seed with ``--updates``; ``--seconds`` stops on the clock instead.
Needs the ``[rl]`` and ``[kernel]`` extras (the kernel compiles on its first use on a
machine, which takes a while and says so).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from unorules.env.vector import VectorEnv
from unorules.sim.stats import wilson

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]


class LinearPolicy:
    """logits = features @ w + b over the allowed actions; Adam on the REINFORCE gradient."""

    def __init__(self, high: npt.NDArray[Any], actions: int, lr: float) -> None:
        self.scale = np.minimum(np.maximum(np.asarray(high, np.float64), 1.0), 20.0)
        self.w = np.zeros((len(self.scale), actions))
        self.b = np.zeros(actions)
        self.lr = lr
        self._m = [np.zeros_like(self.w), np.zeros_like(self.b)]
        self._v = [np.zeros_like(self.w), np.zeros_like(self.b)]
        self._t = 0

    def features(self, observation: npt.NDArray[np.float32]) -> Floats:
        x: Floats = observation.astype(np.float64) / self.scale
        return x

    def probs(self, x: Floats, mask: npt.NDArray[np.int8]) -> Floats:
        logits = np.where(mask > 0, x @ self.w + self.b, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        p: Floats = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        return p

    def act(self, x: Floats, mask: npt.NDArray[np.int8], rng: np.random.Generator, greedy: bool) -> Ints:
        p = self.probs(x, mask)
        if greedy:
            # Ties (an untrained policy's are all ties) fall uniformly among the allowed
            # actions, so an untrained greedy policy is the uniform-random one.
            p = p + 1e-12 * rng.random(p.shape) * (mask > 0)
            return np.asarray(p.argmax(axis=1), np.int64)
        u = rng.random((len(p), 1))
        picked: Ints = np.minimum((p.cumsum(axis=1) < u).sum(axis=1), p.shape[1] - 1).astype(np.int64)
        return picked

    def update(self, x: Floats, mask: npt.NDArray[np.int8], a: Ints, advantage: Floats, episodes: int) -> None:
        """One ascent step on the mean over ``episodes`` of sum_t advantage * grad log pi(a_t)."""
        g = -self.probs(x, mask)
        g[np.arange(len(a)), a] += 1.0  # d log pi(a) / d logits
        g *= advantage[:, None] / episodes
        grads = [x.T @ g, g.sum(axis=0)]
        self._t += 1
        for i, (param, grad) in enumerate(zip((self.w, self.b), grads, strict=True)):
            self._m[i] = 0.9 * self._m[i] + 0.1 * grad
            self._v[i] = 0.999 * self._v[i] + 0.001 * grad * grad
            m_hat = self._m[i] / (1 - 0.9 ** self._t)
            v_hat = self._v[i] / (1 - 0.999 ** self._t)
            param += self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)  # ascent: in place, w and b


Opponent = Callable[[npt.NDArray[np.int8], np.random.Generator], Ints]


def uniform(mask: npt.NDArray[np.int8], rng: np.random.Generator) -> Ints:
    """A uniform choice among each row's allowed actions."""
    return np.asarray((rng.random(mask.shape) * (mask > 0)).argmax(axis=1), np.int64)


# card-first's order of preference by action kind (higher first; ties uniformly).
TIERS = {"uno": 4.0, "play": 3.0, "draw": 2.0, "next_round": 2.0, "wait": 0.5, "catch": 0.0}


def card_first(keys: list[tuple[Any, ...]]) -> Opponent:
    """The usual baseline's rule (RLCard's random agent; ``unorules.bots``' ``random``)
    read off the mask: call UNO when offered, else a uniform choice among the allowed
    plays, else draw, else any other allowed action (colours, challenges) uniformly;
    it lets a window pass rather than catch. It picks among play indices, not distinct
    cards, so it is close to that bot, not the same."""
    tier = np.array([TIERS.get(k[0], 1.0) for k in keys])

    def choose(mask: npt.NDArray[np.int8], rng: np.random.Generator) -> Ints:
        score = np.where(mask > 0, tier + rng.random(mask.shape), -1.0)
        return np.asarray(score.argmax(axis=1), np.int64)

    return choose


def opponent_of(name: str, env: VectorEnv) -> Opponent:
    if name == "uniform":
        return uniform
    if name == "card-first":
        return card_first(list(env.enc.keys))
    raise SystemExit(f"unknown opponent {name!r}: uniform or card-first")


def outcome(rewards: npt.NDArray[np.float32], seat: Ints, terminated: npt.NDArray[np.bool_]) -> Floats:
    """+1 where ``seat`` won the round that just ended, -1 where another seat did, 0 where
    the round was truncated or every seat scored the same (the winner is then unknown)."""
    mine = rewards[np.arange(len(seat)), seat]
    others = rewards.copy()
    others[np.arange(len(seat)), seat] = -np.inf
    best_other = others.max(axis=1)
    return np.where(terminated, np.sign(mine - best_other), 0.0).astype(np.float64)


def train(variant: str = "standard", envs: int = 64, updates: int | None = 100, seconds: float | None = None,
          seed: int = 0, lr: float = 0.03, episodes_per_update: int | None = None, learn: bool = True,
          opponent: str = "uniform", progress: Callable[[dict[str, Any]], None] | None = None) -> tuple[LinearPolicy, list[dict[str, Any]]]:
    """Train for ``updates`` policy updates (or ``seconds``, whichever comes first); each
    update uses the steps of at least ``episodes_per_update`` finished rounds (default:
    ``envs``). ``learn=False`` skips the step itself (everything else runs): the policy
    stays uniform. Returns the policy and the learning curve (one point per update)."""
    env = VectorEnv(variant, 2, num_envs=envs)
    other = opponent_of(opponent, env)
    policy = LinearPolicy(env.enc.high, env.enc.size, lr)
    rng = np.random.default_rng(seed)
    per_update = episodes_per_update or envs
    learner = np.arange(envs) % 2  # the policy's seat in each game
    obs, info = env.reset(seed=seed)
    episode = np.arange(envs)  # the id of each game's current round
    next_episode = envs
    chunks: list[tuple[Floats, npt.NDArray[np.int8], Ints, Ints]] = []
    finished: dict[int, float] = {}  # episode id -> return, for rounds not yet learned from
    curve: list[dict[str, Any]] = []
    recent: list[float] = []  # returns of the rounds finished since the last update
    start, steps, rounds, done_updates = time.monotonic(), 0, 0, 0
    while (updates is None or done_updates < updates) and (seconds is None or time.monotonic() - start < seconds):
        mask = obs["action_mask"]
        actions = other(mask, rng)
        mine = np.flatnonzero(info["seat"] == learner)
        if len(mine):
            x, m = policy.features(obs["observation"][mine]), mask[mine]
            a = policy.act(x, m, rng, greedy=False)
            actions[mine] = a
            chunks.append((x, m, a, episode[mine]))
        obs, rewards, terminated, truncated, info = env.step(actions)
        steps += 1
        ended = np.flatnonzero(terminated | truncated)
        if len(ended) == 0:
            continue
        result = outcome(rewards[ended], learner[ended], terminated[ended])
        for g, r in zip(ended.tolist(), result.tolist(), strict=True):
            finished[int(episode[g])] = r
            recent.append(r)
            episode[g] = next_episode
            next_episode += 1
        rounds += len(ended)
        if len(finished) < per_update:
            continue
        # Learn from the finished rounds' steps; the unfinished rounds' steps wait.
        x_all = np.concatenate([c[0] for c in chunks])
        m_all = np.concatenate([c[1] for c in chunks])
        a_all = np.concatenate([c[2] for c in chunks])
        e_all = np.concatenate([c[3] for c in chunks])
        ids = np.fromiter(finished, np.int64, len(finished))
        rets = np.fromiter(finished.values(), np.float64, len(finished))
        ready = np.isin(e_all, ids)
        lookup = dict(zip(ids.tolist(), (rets - rets.mean()).tolist(), strict=True))  # baseline: the batch mean
        advantage = np.array([lookup[e] for e in e_all[ready].tolist()])
        if learn:
            policy.update(x_all[ready], m_all[ready], a_all[ready], advantage, len(ids))
        keep = ~ready
        chunks = [(x_all[keep], m_all[keep], a_all[keep], e_all[keep])]
        finished.clear()
        done_updates += 1
        point = {"update": done_updates, "rounds": rounds, "steps": steps * envs,
                 "seconds": round(time.monotonic() - start, 2),
                 "win_rate": float(np.mean(np.array(recent) > 0)), "batch": len(recent)}
        recent = []
        curve.append(point)
        if progress is not None:
            progress(point)
    return policy, curve


def evaluate(policy: LinearPolicy, variant: str = "standard", envs: int = 64, games: int = 2000,
             seed: int = 1_000_003, greedy: bool = True, opponent: str = "uniform") -> dict[str, Any]:
    """The policy against ``opponent`` over at least ``games`` rounds (every game slot
    plays the same number, half of them in each seat)."""
    env = VectorEnv(variant, 2, num_envs=envs)
    other = opponent_of(opponent, env)
    rng = np.random.default_rng(seed)
    per_slot = math.ceil(games / envs)
    learner = np.arange(envs) % 2
    counted = np.zeros(envs, np.int64)
    wins = undecided = 0
    obs, info = env.reset(seed=seed)
    while counted.min() < per_slot:
        mask = obs["action_mask"]
        actions = other(mask, rng)
        mine = np.flatnonzero(info["seat"] == learner)
        if len(mine):
            actions[mine] = policy.act(policy.features(obs["observation"][mine]), mask[mine], rng, greedy)
        obs, rewards, terminated, truncated, info = env.step(actions)
        ended = np.flatnonzero((terminated | truncated) & (counted < per_slot))
        if len(ended):
            result = outcome(rewards[ended], learner[ended], terminated[ended])
            wins += int((result > 0).sum())
            undecided += int((result == 0).sum())
            counted[ended] += 1
    n = per_slot * envs
    est = wilson(wins, n)
    return {"opponent": opponent, "games": n, "wins": wins, "undecided": undecided, "win_rate": est.value,
            "low": est.low, "high": est.high}


def evaluate_bot(policy: LinearPolicy, variant: str = "standard", bot: str = "greedy", games: int = 400,
                 seed: int = 2_000_003) -> dict[str, Any]:
    """The greedy policy against one of ``unorules.bots`` (``random``, ``greedy``, ...) on
    the per-step environment (``unorules.env.SingleSeatEnv``, the Python engine: the bots
    read the game, not the mask), in seat 0 for the even rounds and seat 1 for the odd."""
    from unorules.env import SingleSeatEnv

    envs = [SingleSeatEnv(variant, 2, seat=s, bots=bot, max_steps=5000) for s in (0, 1)]
    rng = np.random.default_rng(seed)
    wins = undecided = 0
    for i in range(games):
        env = envs[i % 2]
        obs, _ = env.reset(seed=seed + i)
        done, term = False, False
        info: dict[str, Any] = {}
        while not done:
            x = policy.features(obs["observation"][None, :])
            a = int(policy.act(x, obs["action_mask"][None, :], rng, greedy=True)[0])
            obs, _, term, trunc, info = env.step(a)
            done = term or trunc
        if term and info.get("round_winner") == env.seat:
            wins += 1
        elif not term or info.get("round_winner") is None:
            undecided += 1
    est = wilson(wins, games)
    return {"opponent": bot, "games": games, "wins": wins, "undecided": undecided, "win_rate": est.value,
            "low": est.low, "high": est.high}


def plot(path: str, curve: list[dict[str, Any]], results: list[dict[str, Any]], title: str) -> None:
    """The learning curve (win rate per update while sampling, and its mean over ten
    updates) beside the final greedy win rates with their intervals (matplotlib)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rounds = np.array([p["rounds"] for p in curve])
    rate = np.array([p["win_rate"] for p in curve])
    smooth = np.convolve(rate, np.ones(10) / 10, mode="valid") if len(rate) >= 10 else rate
    fig, (ax, bx) = plt.subplots(1, 2, figsize=(10, 3.6), width_ratios=(2.6, 1.4), constrained_layout=True)
    ax.plot(rounds, rate, color="0.75", lw=0.8, label="each update (~64 rounds, sampling)")
    ax.plot(rounds[len(rounds) - len(smooth):], smooth, color="C0", lw=2, label="mean of 10 updates")
    ax.axhline(0.5, color="0.4", ls=":", lw=1)
    ax.set(xlabel="rounds trained", ylabel="win rate while training", ylim=(0, 1), title=title)
    ax.legend(loc="lower right", fontsize=8)
    names = [r["opponent"] for r in results]
    values = np.array([r["win_rate"] for r in results])
    errors = np.array([[r["win_rate"] - r["low"] for r in results], [r["high"] - r["win_rate"] for r in results]])
    bx.errorbar(range(len(names)), values, yerr=errors, fmt="o", color="C1", capsize=4)
    bx.axhline(0.5, color="0.4", ls=":", lw=1)
    bx.set(xticks=range(len(names)), xticklabels=names, ylim=(0, 1), xlim=(-0.5, len(names) - 0.5))
    bx.set_title("greedy policy, new deals", fontsize=10)
    bx.set_ylabel("win rate (95% Wilson)")
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--envs", type=int, default=64, help="games stepped together")
    ap.add_argument("--updates", type=int, default=None,
                    help="policy updates, each from --envs finished rounds (150 unless --seconds is given)")
    ap.add_argument("--seconds", type=float, default=None, help="stop training after this long (not repeatable)")
    ap.add_argument("--lr", type=float, default=0.03)
    ap.add_argument("--eval", type=int, default=4000, help="rounds to measure the trained policy on")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--opponent", default="uniform", choices=("uniform", "card-first"),
                    help="the opponent to train against (the policy is measured against both)")
    ap.add_argument("--bots", default="random,greedy",
                    help="unorules.bots to measure the policy against too, on the per-step environment")
    ap.add_argument("--bot-eval", type=int, default=400, help="rounds against each of --bots (0: none)")
    ap.add_argument("--plot", metavar="PNG", help="draw the learning curve and the final win rates (matplotlib)")
    ap.add_argument("--json", action="store_true", help="print the result as JSON (progress goes to stderr)")
    args = ap.parse_args(argv)
    log = sys.stderr if args.json else sys.stdout

    def progress(p: dict[str, Any]) -> None:
        if p["update"] % 10 == 0 or p["update"] == 1:
            print(f"update {p['update']:4}: {p['rounds']:6} rounds, {p['steps']:8} steps, "
                  f"{p['seconds']:6.1f} s; won {p['win_rate']:.1%} of the last {p['batch']} rounds "
                  "(sampling)", file=log, flush=True)

    updates = 150 if args.updates is None and args.seconds is None else args.updates
    policy, curve = train(args.variant, args.envs, updates, args.seconds, args.seed, args.lr,
                          opponent=args.opponent, progress=progress)
    results = []
    for name in ("uniform", "card-first"):
        start = time.monotonic()
        result = evaluate(policy, args.variant, args.envs, args.eval, seed=args.seed + 1_000_003, opponent=name)
        result["eval_seconds"] = round(time.monotonic() - start, 2)
        results.append(result)
    for name in [b for b in args.bots.split(",") if b] if args.bot_eval > 0 else []:
        start = time.monotonic()
        result = evaluate_bot(policy, args.variant, name, args.bot_eval, seed=args.seed + 2_000_003)
        result["eval_seconds"] = round(time.monotonic() - start, 2)
        results.append(result)
    summary = {"variant": args.variant, "envs": args.envs, "seed": args.seed, "lr": args.lr,
               "opponent": args.opponent, "updates": len(curve),
               "train_seconds": curve[-1]["seconds"] if curve else 0.0,
               "train_rounds": curve[-1]["rounds"] if curve else 0, "evaluation": results, "curve": curve}
    if args.plot:
        plot(args.plot, curve, results, f"{args.variant}, 2 players, trained against {args.opponent}")
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    print(f"trained against {args.opponent}: {len(curve)} updates on {summary['train_rounds']} rounds "
          f"in {summary['train_seconds']:.1f} s")
    for r in results:
        print(f"greedy policy vs {r['opponent']:10} ({args.variant}, 2 players, new deals): won "
              f"{r['wins']}/{r['games']} rounds = {r['win_rate']:.1%} "
              f"(95% Wilson interval {r['low']:.1%} to {r['high']:.1%}; "
              f"{r['undecided']} undecided rounds counted as lost)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
