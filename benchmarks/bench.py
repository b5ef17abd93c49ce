"""Speed: seeded games with uniformly random legal actions, unorules beside RLCard.

    python benchmarks/bench.py [--seconds 10] [--players 2] [--variant standard]

A "game" here is one round (one hand dealt and played out until a player is out of
cards), which is what RLCard's UnoGame plays. unorules runs with every rule of the
variant on (UNO calls and catches, challenges, scoring); RLCard implements far
fewer. Each side gets the same wall-clock budget in the same process, one after
the other; the figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import unorules


def rlcard_like(state: unorules.GameState, legal: tuple[unorules.Action, ...]) -> list[unorules.Action]:
    """The legal actions RLCard's action space has: the player to act's own, and
    drawing only when no card can be played (RLCard forbids drawing otherwise)."""
    own = [a for a in legal if a.player == state.to_act and a.kind not in ("uno", "catch", "report")]
    plays = [a for a in own if a.kind != "draw"]
    return plays if plays and state.phase == "turn" else own


def bench_unorules(variant: str, players: int, seconds: float, policy: str) -> tuple[int, int, float]:
    rules = unorules.load(variant)
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rules.new_game(players=players, seed=games)
        while not state.round_over:
            legal = rules.legal_actions(state)
            pool = legal if policy == "uniform" else rlcard_like(state, legal)
            state = rules.apply(state, pool[rng.randrange(len(pool))])
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def bench_rlcard(players: int, seconds: float) -> tuple[int, int, float] | None:
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=players)
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game.np_random = np.random.RandomState(games)
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="time budget per engine")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default="standard")
    args = ap.parse_args()
    rows = [
        (f"unorules {args.variant} (a)", bench_unorules(args.variant, args.players, args.seconds, "rlcard")),
        (f"unorules {args.variant} (b)", bench_unorules(args.variant, args.players, args.seconds, "uniform")),
    ]
    rl = bench_rlcard(args.players, args.seconds)
    rows.append(("rlcard UnoGame", rl))
    print(f"{args.players} players, uniformly random legal actions, {args.seconds:g} s each")
    print("(a) uniform over the actions RLCard's action space has: the player to act's own,")
    print("    drawing only when nothing can be played; every rule of the variant still applies")
    print("(b) uniform over every legal action: drawing is always allowed, UNO calls and catches")
    print(f"{'engine':24} {'games/s':>10} {'actions/s':>12} {'actions/game':>13}")
    for name, r in rows:
        if r is None:
            print(f"{name:24} {'(rlcard not installed: pip install rlcard)':>36}")
            continue
        g, a, dt = r
        print(f"{name:24} {g / dt:10.0f} {a / dt:12.0f} {a / max(g, 1):13.1f}")
    if rl is not None:
        ours, theirs = rows[0][1], rl
        assert ours is not None
        ratio = (ours[0] / ours[2]) / (theirs[0] / theirs[2])
        print(f"unorules (a) / rlcard games/s: {ratio:.2f}x")


if __name__ == "__main__":
    main()
