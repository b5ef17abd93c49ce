"""Run a simulation: cut the games into seeded chunks, play them anywhere, merge exactly.

Game ``i`` of a run with seed ``s`` is dealt from a seed derived from ``(s, i)`` and its
bots are seeded from ``(s, i, seat)``; a chunk is a range of game numbers. So a chunk
plays the same games in this process, in a process pool or on a Dask worker, and the
merged tally (integer sums) does not depend on how the games were cut or in what order
chunks came back.
"""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable, Sequence
from pathlib import Path

from attrs import frozen

from unorules.engine.rules import Rules
from unorules.engine.state import shown
from unorules.errors import ArgumentError, whole_number
from unorules.sim.engines import choose, kernel_tally
from unorules.sim.game import derive, play_game
from unorules.sim.report import SimulationReport
from unorules.sim.stats import batch_of
from unorules.sim.tally import Counting, Tally

Progress = Callable[[int, int], None]


def parse_policy(spec: str) -> tuple[str, dict[str, int]]:
    """``"greedy"`` or ``"ismcts:200"`` (200 iterations per decision) -> name and options."""
    from unorules.bots import parse

    return parse(spec)


@frozen
class Chunk:
    """Games ``start`` to ``stop - 1`` of a run: everything a worker needs (picklable)."""

    source: str | Rules  # a variant file's path (workers compile it) or the Rules themselves
    players: int
    seed: int
    policies: tuple[str, ...]
    rotate: bool
    max_actions: int
    start: int
    stop: int
    engine: str = "python"  # or "kernel" (unorules.sim.engines)
    games: int = 0  # of the whole run, which the batches are cut from (0: the chunk's own)


def seat_policies(policies: tuple[str, ...], game: int, rotate: bool) -> tuple[str, ...]:
    n = len(policies)
    return tuple(policies[(s + game) % n] for s in range(n)) if rotate else policies


def run_chunk(chunk: Chunk) -> Tally:
    """Play one chunk of games (a top-level function, so that executors can ship it)."""
    from unorules import bots
    from unorules.api import load

    rules = chunk.source if isinstance(chunk.source, Rules) else load(Path(chunk.source))
    games = chunk.games or chunk.stop
    total = Tally(players=chunk.players)
    # The chunk's games, batch by batch (a chunk may hold several batches, or part of one).
    for batch, start, stop in _batch_ranges(chunk.start, chunk.stop, games):
        if chunk.engine == "kernel":
            seeds = [derive(chunk.seed, game) for game in range(start, stop)]
            got = kernel_tally(rules, chunk.players, seeds, chunk.policies[0], chunk.max_actions)
        else:
            counting = Counting(chunk.players)
            for game in range(start, stop):
                names = seat_policies(chunk.policies, game, chunk.rotate)
                policies = []
                for seat, spec in enumerate(names):
                    name, options = parse_policy(spec)
                    policies.append(bots.make(name, seed=derive(chunk.seed, game, seat), **options))
                play_game(rules, chunk.players, derive(chunk.seed, game), policies, names, counting,
                          chunk.max_actions)
            got = counting.freeze()
        total = total.merge(got.with_batch(batch))
    return total


def _batch_ranges(start: int, stop: int, games: int) -> list[tuple[int, int, int]]:
    """(batch, first game, end) of each batch's part of games ``start`` to ``stop - 1``."""
    out: list[tuple[int, int, int]] = []
    game = start
    while game < stop:
        batch = batch_of(game, games)
        end = game + 1
        while end < stop and batch_of(end, games) == batch:
            end += 1
        out.append((batch, game, end))
        game = end
    return out


# The most one call plays (some days of CPU at a game a millisecond), the most actions a
# game may take (the kernel's own limit) and the most chunks the games are cut into.
MAX_GAMES = 100_000_000
MAX_ACTIONS = 1_000_000
MAX_CHUNKS = 1_000_000


def simulate(rules: Rules, players: int = 4, games: int = 1000, seed: int = 0,
             policies: str | Sequence[str] = ("random",), executor: cf.Executor | None = None,
             progress: Progress | None = None, *, chunk: int | None = None, rotate: bool = True,
             max_actions: int = 20000, engine: str = "auto",
             notice: Callable[[str], None] | None = None) -> SimulationReport:
    """Play ``games`` seeded games of ``rules`` to the target score and report their statistics.

    ``policies`` names one bot for every seat or one per seat (``"ismcts:N"`` sets its
    iterations); with ``rotate`` and differing policies, game ``i`` shifts them ``i`` seats
    round, so no policy keeps a seat's advantage. ``executor`` is any
    ``concurrent.futures.Executor`` (a process pool, ``distributed.Client.get_executor()``);
    without one the games run here. ``progress(done, total)`` is called after each chunk
    of ``chunk`` games (default 50, or 2000 in the kernel). The report is the same
    whatever the executor and ``chunk``.

    ``engine``: ``"kernel"`` (the compiled kernel, ``unorules.sim.engines``),
    ``"python"`` or ``"auto"`` (the kernel when it can play these rules and policies;
    otherwise the Python engine, and ``notice`` is told why). The report's ``engine``
    says which played: the kernel plays the same bots in distribution from other random
    streams, so its report differs from the Python engine's game for game.
    """
    if not isinstance(rules, Rules):
        raise ArgumentError(f"simulate needs compiled rules (unorules.load('standard')), not {shown(rules)}")
    # Bounded before anything is built by them: a chunk list of 10**11 games is memory
    # the call would spend before it played a game.
    for what, value, high in (("players", players, None), ("games", games, MAX_GAMES),
                              ("chunk", 1 if chunk is None else chunk, MAX_GAMES),
                              ("max_actions", max_actions, MAX_ACTIONS)):
        try:
            whole_number(value, what, 1, high)
        except ArgumentError:
            raise ArgumentError(f"{what} must be a whole number of at least 1"
                                + (f" and at most {high:,}" if high else "") + f", not {shown(value)}") from None
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ArgumentError(f"seed must be a whole number, not {shown(seed)}")
    if not rules.min_players <= players <= rules.max_players:
        raise ArgumentError(f"{rules.name} is played by {rules.min_players} to {rules.max_players} "
                            f"players, not {players}")
    specs = (policies,) if isinstance(policies, str) else tuple(policies)
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise ArgumentError(f"give one policy for every seat or one per seat ({players}), not {len(specs)}")
    for spec in specs:
        parse_policy(spec)
    rotate = rotate and len(set(specs)) > 1
    used, why = choose(rules, players, specs, engine)
    if why and notice is not None:
        notice(f"{rules.name}: the Python engine plays, because {why}")
    if chunk is None:
        chunk = max(2000 if used == "kernel" else 50, -(-games // MAX_CHUNKS))
    if -(-games // chunk) > MAX_CHUNKS:
        raise ArgumentError(f"{games:,} games in chunks of {chunk:,} are more than {MAX_CHUNKS:,} chunks: "
                            "give a larger chunk")
    source: str | Rules = rules.file if Path(rules.file).is_file() else rules
    chunks = [Chunk(source, players, seed, specs, rotate, max_actions, i, min(i + chunk, games), used, games)
              for i in range(0, games, chunk)]
    total = Tally(players=players)
    done = 0
    if executor is None:
        for c in chunks:
            total = total.merge(run_chunk(c))
            done += c.stop - c.start
            if progress is not None:
                progress(done, games)
    else:
        futures = {executor.submit(run_chunk, c): c for c in chunks}
        try:
            for fut in cf.as_completed(futures):
                total = total.merge(fut.result())
                c = futures[fut]
                done += c.stop - c.start
                if progress is not None:
                    progress(done, games)
        finally:
            for fut in futures:
                fut.cancel()
    return SimulationReport(variant=rules.name, title=rules.title, players=players, games=games,
                            seed=seed, policies=specs, rotate=rotate, max_actions=max_actions,
                            tally=total, engine=used)


