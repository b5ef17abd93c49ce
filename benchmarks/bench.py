"""Speed: seeded games with uniformly random legal actions, unorules beside RLCard.

    python benchmarks/bench.py [--seconds 10] [--slices 10] [--players 2] [--variant standard]
    python benchmarks/bench.py --kernel-all [--seconds 4] [--slices 20] [--cold] [--uno-engine DIR]

The compiled kernel (unorules.kernel, extra unorules[kernel]) runs beside them with
its ``random`` policy, the same family as RLCard's (a uniformly random playable
card when there is one, otherwise a draw); its first call (compilation, or loading
the compiled code from numba's disk cache) is timed apart and left out of the
rates. ``--kernel-all`` runs the kernel on every bundled variant at 2 and 4 players
against RLCard at the same player count, all in one interleaved run, and prints
each ratio. ``--cold`` points numba's cache at an empty folder first, so the
first call is a real compilation.

With ``node`` on the PATH and ``--uno-engine DIR`` (or ``UNORULES_UNO_ENGINE``) naming
the npm package uno-engine's folder (``npm install uno-engine`` anywhere outside the
repository), that package joins both runs, played by the same random policy in one
node process that stays up (benchmarks/uno_engine.js).

A "game" here is one round (one hand dealt and played out until a player is out of
cards), which is what RLCard's UnoGame plays. unorules runs with every rule of the
variant on (UNO calls and catches, challenges, scoring); RLCard implements far
fewer.

RLCard is seeded once per run, as its own env is (``Env.seed`` sets the game's
generator once and every reset deals from it); ``--reseeded-baseline`` adds the way
this harness once ran it, a new RandomState per game, to show what that cost.

The engines take turns: each budget is cut into slices, and every slice runs each
engine once, one after the other (every other slice in the reverse order), so a
burst of load on the machine hits all of them alike; the more slices, the finer
(the kernel's calls adapt to the slice, a tenth of it each). The table gives the whole-run rate and the median of the per-slice
rates; the ratio is the median over slices of unorules (a) / RLCard measured
side by side. The figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import unorules


def rlcard_like(state: unorules.GameState, legal: tuple[unorules.Action, ...]) -> list[unorules.Action]:
    """The legal actions RLCard's action space has: the player to act's own, and a
    play whenever one is possible. RLCard forbids drawing while a card can be played,
    and plays a playable drawn card itself: its action space has no pass."""
    p = state.to_act
    plays = [a for a in legal if a.kind == "play" and a.player == p]
    return plays or [a for a in legal if a.player == p and a.kind not in OUT_OF_TURN]


OUT_OF_TURN = frozenset({"uno", "catch", "report"})


class Runner:
    """One engine: plays whole games, seed after seed, in the time slices it is given."""

    def __init__(self, name: str, play: Callable[[float, int], tuple[int, int]]) -> None:
        self.name = name
        self.play = play  # (seconds, first seed) -> (games, actions)
        self.games = self.actions = 0
        self.elapsed = 0.0
        self.slices: list[float] = []  # games/s in each slice

    def run(self, seconds: float) -> None:
        start = time.perf_counter()
        games, actions = self.play(seconds, self.games)
        dt = time.perf_counter() - start
        self.games += games
        self.actions += actions
        self.elapsed += dt
        self.slices.append(games / dt)


def unorules_runner(variant: str, players: int, policy: str) -> Runner:
    rules = unorules.load(variant)
    rng = random.Random(1)
    uniform = policy == "uniform"

    def play(seconds: float, seed: int) -> tuple[int, int]:
        games = actions = 0
        clock = time.perf_counter
        end = clock() + seconds
        while clock() < end:
            state = rules.new_game(players=players, seed=seed + games)
            while not state.round_over:
                legal = rules.legal_actions(state)
                pool = legal if uniform else rlcard_like(state, legal)
                state = rules.apply(state, pool[rng.randrange(len(pool))])
                actions += 1
            games += 1
        return games, actions

    tag = "(b)" if uniform else "(a)"
    return Runner(f"unorules {variant} {tag}", play)


def rlcard_runner(players: int, reseeded: bool = False) -> Runner | None:
    """RLCard's UnoGame, seeded once per run as RLCard's env seeds it (``Env.seed`` sets
    ``game.np_random`` once; every ``reset`` deals from that one generator). With
    ``reseeded``, the harness's old way: a new RandomState per game (about 90 us each
    here, a quarter of a 2-player game), kept only to show what it cost the baseline."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=players)
    game.np_random = np.random.RandomState(0)
    rng = random.Random(1)

    def play(seconds: float, seed: int) -> tuple[int, int]:
        games = actions = 0
        clock = time.perf_counter
        end = clock() + seconds
        while clock() < end:
            if reseeded:
                game.np_random = np.random.RandomState(seed + games)
            game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[rng.randrange(len(legal))])
                actions += 1
            games += 1
        return games, actions

    return Runner("rlcard UnoGame, reseeded per game" if reseeded else "rlcard UnoGame", play)


def uno_engine_runner(players: int, package: str | None) -> Runner | None:
    """The npm package uno-engine in a node process that stays up (benchmarks/uno_engine.js),
    when ``node`` and the package are found (--uno-engine or UNORULES_UNO_ENGINE: the
    package's folder, such as .../node_modules/uno-engine)."""
    import os
    import shutil
    import subprocess

    package = package or os.environ.get("UNORULES_UNO_ENGINE")
    node = shutil.which("node")
    if not package or node is None or not Path(package, "package.json").is_file():
        return None
    script = Path(__file__).resolve().parent / "uno_engine.js"
    proc = subprocess.Popen([node, str(script), str(players), str(Path(package).resolve())],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def play(seconds: float, seed: int) -> tuple[int, int]:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(f"{seconds} {seed}\n")
        proc.stdin.flush()
        games, actions = proc.stdout.readline().split()
        return int(games), int(actions)

    return Runner(f"uno-engine {players}p", play)


def kernel_runner(variant: str, players: int) -> Runner | None:
    """None when the kernel is not installed, or cannot play this variant at this count."""
    try:
        from unorules import kernel
        kernel.check(unorules.load(variant), players)  # KernelError without numba, LoweringError
    except unorules.UnorulesError as err:
        print(f"no kernel for {variant} at {players} players: {err}")
        return None
    rules = unorules.load(variant)
    chunk = [100]

    def play(seconds: float, seed: int) -> tuple[int, int]:
        # Calls of about a tenth of the slice each, so that a short slice is not overrun
        # by one call (the kernel plays tens of thousands of games a second).
        games = actions = 0
        clock = time.perf_counter
        start = clock()
        end = start + seconds
        while clock() < end:
            t = clock()
            report = kernel.simulate(rules, players, chunk[0], seed=seed + games, policy="random")
            games += chunk[0]
            actions += int(report.actions.sum())
            chunk[0] = max(20, min(20000, int(chunk[0] * seconds / 10 / max(clock() - t, 1e-6))))
        return games, actions

    return Runner(f"kernel {variant} {players}p", play)


def first_call() -> str:
    """Time the kernel's first call in this process (compile or cache load)."""
    start = time.perf_counter()
    try:
        from unorules import kernel
        kernel.simulate(unorules.load("standard"), 2, 1)
    except unorules.UnorulesError as err:
        return f"kernel unavailable: {err}"
    return f"kernel first call (compile or cache load, excluded from the rates): {time.perf_counter() - start:.1f} s"


def interleave(runners: list[Runner], args: argparse.Namespace) -> None:
    """Every slice runs each engine once, in turn; every other slice in the reverse order,
    so that over the run each engine's slices sit as near the others' as they can (a
    trend in the machine's load hits both ends of the order alike)."""
    for i in range(args.slices):
        for r in runners if i % 2 == 0 else runners[::-1]:
            r.run(args.seconds / args.slices)


def kernel_all(args: argparse.Namespace) -> None:
    note = first_call()
    rls = {p: rlcard_runner(p) for p in (2, 4)}
    unos = [r for r in (uno_engine_runner(p, args.uno_engine) for p in (2, 4)) if r is not None]
    kernels = [(v, p, kernel_runner(v, p)) for v in unorules.variants() for p in (2, 4)
               if unorules.load(v).min_players <= p <= unorules.load(v).max_players]
    runners = [r for _, _, r in kernels if r is not None] + [r for r in rls.values() if r is not None] + unos
    interleave(runners, args)
    print(f"kernel (random policy) beside RLCard UnoGame, {args.seconds:g} s per engine in "
          f"{args.slices} interleaved slices")
    print(note)
    print(f"{'engine':34} {'games/s':>9} {'median':>9} {'actions/game':>13} {'x RLCard':>9}")
    for p, base in rls.items():
        if base is not None:
            print(f"{base.name + f' {p}p':34} {base.games / base.elapsed:9.0f} "
                  f"{statistics.median(base.slices):9.0f} {base.actions / max(base.games, 1):13.1f}")
    for u in unos:
        rl = rls[int(u.name.split()[-1][:-1])]
        ratio = "" if rl is None else f"{statistics.median(a / b for a, b in zip(u.slices, rl.slices, strict=True)):8.1f}x"
        print(f"{u.name:34} {u.games / u.elapsed:9.0f} {statistics.median(u.slices):9.0f} "
              f"{u.actions / max(u.games, 1):13.1f} {ratio:>9}")
    for _v, p, k in kernels:
        if k is None:
            continue
        rl = rls[p]
        ratio = "" if rl is None else f"{statistics.median(a / b for a, b in zip(k.slices, rl.slices, strict=True)):8.1f}x"
        print(f"{k.name:34} {k.games / k.elapsed:9.0f} {statistics.median(k.slices):9.0f} "
              f"{k.actions / max(k.games, 1):13.1f} {ratio:>9}")
    print("x RLCard: median over slices of kernel games/s / RLCard games/s at the same player count")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="time budget per engine")
    ap.add_argument("--slices", type=int, default=10, help="how many turns each engine takes")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--kernel-all", action="store_true",
                    help="the kernel on every bundled variant at 2 and 4 players, beside RLCard")
    ap.add_argument("--cold", action="store_true", help="time the kernel's compilation (empty numba cache)")
    ap.add_argument("--reseeded-baseline", action="store_true",
                    help="also run RLCard reseeded per game, as this harness once did, to show what it cost")
    ap.add_argument("--uno-engine", metavar="DIR",
                    help="the npm package uno-engine's folder (or set UNORULES_UNO_ENGINE); needs node")
    args = ap.parse_args()
    if args.seconds <= 0 or args.slices < 1:
        ap.error("--seconds must be positive and --slices at least 1")
    if args.cold:
        import os
        import tempfile

        os.environ["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="unorules-numba-")
    if args.kernel_all:
        kernel_all(args)
        return
    note = first_call()
    ours = unorules_runner(args.variant, args.players, "rlcard")
    runners = [ours, unorules_runner(args.variant, args.players, "uniform")]
    kern = kernel_runner(args.variant, args.players)
    if kern is not None:
        runners.append(kern)
    rl = rlcard_runner(args.players)
    if rl is not None:
        runners.append(rl)
    old = rlcard_runner(args.players, reseeded=True) if args.reseeded_baseline else None
    if old is not None:
        runners.append(old)
    uno = uno_engine_runner(args.players, args.uno_engine)
    if uno is not None:
        runners.append(uno)
    interleave(runners, args)

    print(f"{args.players} players, uniformly random legal actions, {args.seconds:g} s per engine "
          f"in {args.slices} interleaved slices")
    print("(a) uniform over the actions RLCard's action space has: the player to act's own,")
    print("    a play whenever one is possible (no drawing or passing instead); every rule of")
    print("    the variant still applies")
    print("(b) uniform over every legal action: drawing is always allowed, UNO calls and catches")
    print("kernel: unorules.kernel, random policy (a uniformly random playable card, else a draw)")
    print(note)
    print(f"{'engine':28} {'games/s':>9} {'median':>8} {'actions/s':>10} {'actions/game':>13}")
    for r in runners:
        print(f"{r.name:28} {r.games / r.elapsed:9.0f} {statistics.median(r.slices):8.0f} "
              f"{r.actions / r.elapsed:10.0f} {r.actions / max(r.games, 1):13.1f}")
    if rl is None:
        print("rlcard not installed (pip install rlcard): no side-by-side figure")
        return
    ratios = [a / b for a, b in zip(ours.slices, rl.slices, strict=True) if b > 0]
    print(f"unorules (a) / rlcard games/s: {statistics.median(ratios):.2f}x "
          f"(median of {len(ratios)} slices; lowest {min(ratios):.2f}x, highest {max(ratios):.2f}x)")
    for other, label in ((kern, "kernel"), (uno, "uno-engine")):
        if other is not None:
            ratios = [a / b for a, b in zip(other.slices, rl.slices, strict=True) if b > 0]
            print(f"{label} / rlcard games/s: {statistics.median(ratios):.1f}x "
                  f"(median of {len(ratios)} slices; lowest {min(ratios):.1f}x, highest {max(ratios):.1f}x)")
            if old is not None:
                ratios = [a / b for a, b in zip(other.slices, old.slices, strict=True) if b > 0]
                print(f"{label} / rlcard reseeded per game: {statistics.median(ratios):.1f}x (the old baseline)")
    if old is not None:
        ratios = [a / b for a, b in zip(rl.slices, old.slices, strict=True) if b > 0]
        print(f"rlcard seeded once / reseeded per game: {statistics.median(ratios):.2f}x "
              f"(median of {len(ratios)} slices)")
    if uno is None:
        print("uno-engine not run (give --uno-engine DIR or UNORULES_UNO_ENGINE, with node on the PATH)")


if __name__ == "__main__":
    main()
