"""``unorules simulate`` and ``unorules compare``: statistics of many bot games, side by side."""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import click as click_types

    from unorules.sim.report import SimulationReport


@contextlib.contextmanager
def executor_for(workers: int, scheduler: str | None) -> Iterator[cf.Executor | None]:
    """None (this process), a local process pool, or a Dask cluster's executor."""
    if scheduler:
        try:
            from distributed import Client
        except ImportError:
            raise ValueError("--scheduler needs Dask: pip install 'unorules[sim]'") from None
        try:
            client = Client(scheduler, timeout="10s")  # type: ignore[no-untyped-call]
        except (OSError, TimeoutError, ValueError) as err:
            raise ValueError(f"cannot reach the Dask scheduler at {scheduler}: {err}") from None
        try:
            yield client.get_executor()  # type: ignore[no-untyped-call]
        finally:
            client.close()  # type: ignore[no-untyped-call]
    elif workers > 1:
        with cf.ProcessPoolExecutor(workers) as pool:
            yield pool
    else:
        yield None


def compile_kernel(rules: Sequence[Any], players: int, policies: Sequence[str], engine: str, quiet: bool) -> None:
    """Compile the kernel here, before any progress bar or worker process, if it will play
    and its cache is cold: its notice (unorules.kernel.announce) then reads as a paragraph
    of its own, and the workers load what this process compiled instead of each compiling
    it. Nothing is said or done when the cache is warm or the Python engine plays."""
    from unorules.sim.engines import choose

    specs = tuple(policies) * players if len(policies) == 1 else tuple(policies)
    for r in rules:
        if choose(r, players, specs, engine)[0] == "kernel":
            from unorules import kernel

            before = kernel.set_stream(None) if quiet else None
            try:
                kernel.count_games(r, players, [], specs[0])  # no games: compiles (or loads) only
            finally:
                if quiet:
                    kernel.set_stream(before)
            return


def run_all(names: Sequence[str], players: int, games: int, seed: int, policies: list[str],
            workers: int, scheduler: str | None, chunk: int | None, show_progress: bool,
            engine: str = "auto", rules: Sequence[Any] | None = None,
            lines: Callable[[str], None] | None = None) -> list[SimulationReport]:
    """Simulate each variant. ``show_progress``: a live bar (a terminal); else ``lines``
    hears a line at each tenth of the games and at each variant's end."""
    import time

    from unorules.api import load
    from unorules.sim.run import simulate

    if rules is None:
        rules = [load(n) for n in names]
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = (TextColumn("{task.description:>12}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("games"), TaskProgressColumn(), TextColumn("{task.fields[rate]}"),
               TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn())
    out: list[SimulationReport] = []
    err = Console(stderr=True)
    with executor_for(workers, scheduler) as ex, Progress(
        *columns, console=err, disable=not show_progress, transient=False,
    ) as bar:
        for r in rules:
            task = bar.add_task(r.name, total=games, rate="")
            start = time.perf_counter()
            told = [0]

            def tick(done: int, total: int, task: Any = task, name: str = r.name, start: float = start,
                     told: list[int] = told) -> None:
                bar.update(task, completed=done)
                speed = bar.tasks[task].speed
                bar.update(task, rate=f"{speed:,.0f} games/s" if speed else "")
                tenth = 10 * done // max(1, total)
                if lines is not None and not show_progress and tenth > told[0]:
                    told[0] = tenth
                    lines(f"simulate {name}: {done}/{total} games ({time.perf_counter() - start:.1f}s)")

            if lines is not None and not show_progress:
                lines(f"simulate {r.name}: {games} games at {players} players ...")
            out.append(simulate(r, players=players, games=games, seed=seed, policies=policies,
                                executor=ex, progress=tick, chunk=chunk, engine=engine,
                                notice=lambda text: err.print(text, markup=False, highlight=False)))
    return out


def write(target: str, text: str, what: str) -> None:
    import click

    if target == "-":
        click.echo(text, nl=False)
        return
    try:
        Path(target).write_text(text, encoding="utf-8")
    except OSError as err:
        raise click.ClickException(f"cannot write the {what} to {target}: {err.strerror}") from None
    click.echo(f"wrote {what} to {target}", err=True)


def plain(rst: str) -> str:
    """A rule-book paragraph as plain text (drop the reStructuredText markup)."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", rst)
    text = re.sub(r"``(.+?)``", r"\1", text)
    return re.sub(r"\\(.)", r"\1", text)


def register(cli: click_types.Group) -> None:
    """Add ``simulate`` and ``compare`` to the ``unorules`` click group."""
    import click

    from unorules import commandline
    from unorules.errors import UnorulesError

    def common(f: Any) -> Any:
        for deco in reversed([
            click.option("--players", default=4, show_default=True, type=click.IntRange(min=1)),
            click.option("--games", default=1000, show_default=True, type=click.IntRange(min=1),
                         help="games (to the target score) per variant"),
            click.option("--seed", default=0, show_default=True, type=int),
            click.option("--policy", "policy", default="random", show_default=True,
                         help="a bot for every seat, or one per seat: P[,P...] among uniform, random, "
                              "greedy, ismcts[:ITERATIONS]; differing bots rotate seats from game to game"),
            click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1),
                         help="local processes"),
            click.option("--scheduler", metavar="ADDRESS",
                         help="run on this Dask distributed scheduler instead (tcp://host:port)"),
            click.option("--chunk", default=None, type=click.IntRange(min=1),
                         help="games per unit of work: 50, or 2000 in the kernel (the report does not "
                              "depend on it)"),
            click.option("--engine", default="auto", show_default=True,
                         type=click.Choice(["auto", "kernel", "python"]),
                         help="kernel: the compiled kernel (the random policy, unorules[kernel]); "
                              "auto: the kernel when it can play the variant and policies, else Python"),
            click.option("--json", "json_out", metavar="FILE|-",
                         help="write the figures as JSON (- : standard output, which then has nothing else); "
                              "schema: unorules/schemas/simulate.json (compare: compare.json)"),
            click.option("--csv", "csv_out", metavar="FILE|-", help="write the figures as CSV"),
            click.option("--plot", "plot_out", type=click.Path(dir_okay=False, path_type=Path),
                         help="draw round lengths and seat win rates (.svg or .png)"),
            click.option("--progress/--no-progress", default=True, show_default=True,
                         help="progress on standard error: a live bar in a terminal, else a line at each "
                              "tenth of the games"),
            click.option("-q", "--quiet", is_flag=True, help="no progress (as --no-progress)"),
        ]):
            f = deco(f)
        return f

    def go(names: Sequence[str], players: int, games: int, seed: int, policy: str, workers: int,
           scheduler: str | None, chunk: int | None, engine: str, json_out: str | None,
           csv_out: str | None, plot_out: Path | None, progress: bool, quiet: bool,
           before: Sequence[str] = (), rules: Sequence[Any] | None = None,
           extra: dict[str, Any] | None = None) -> None:
        from rich.console import Console

        from unorules.api import load
        from unorules.bots import parse
        from unorules.sim import output

        # Everything that could fail after the games is checked before them.
        if json_out == "-" and csv_out == "-":
            raise click.UsageError("only one of --json and --csv can write to standard output")
        if plot_out is not None and plot_out.suffix.lower() not in (".svg", ".png"):
            raise click.BadParameter(f"{plot_out}: the file name ends in .svg or .png", param_hint="'--plot'")
        commandline.output_file(json_out, "--json")
        commandline.output_file(csv_out, "--csv")
        commandline.output_file(plot_out, "--plot")
        if plot_out is not None:
            commandline.need("sim", "a plot (--plot)", ("matplotlib",))
        if scheduler:
            commandline.need("sim", "a Dask cluster (--scheduler)", ("distributed",))
        if engine == "kernel":
            commandline.need("kernel", "--engine kernel")
        policies = commandline.policies(policy, parse)
        if rules is None:
            rules = [load(n) for n in names]
        commandline.player_count(rules, players)
        if len(policies) not in (1, players):
            raise click.BadParameter(f"give one policy for every seat or one per seat ({players}), "
                                     f"not {len(policies)}", param_hint="'--policy'")
        live = progress and not quiet and sys.stderr.isatty()
        try:
            compile_kernel(rules, players, policies, engine, quiet or not progress)
            reports = run_all(names, players, games, seed, policies, workers, scheduler, chunk,
                              live, engine, rules=rules,
                              lines=None if quiet or not progress else commandline.Progress())
        except (UnorulesError, ValueError) as err:
            raise click.ClickException(str(err)) from None
        if json_out != "-" and csv_out != "-":
            # Piped or redirected, the table keeps its full width instead of folding at 80.
            console = Console() if sys.stdout.isatty() else Console(width=220)
            for line in before:
                console.print(line, markup=False, highlight=False)
            console.print(output.render_table(reports))
        if json_out:
            write(json_out, output.to_json(reports, extra), "JSON")
        if csv_out:
            write(csv_out, output.to_csv(reports), "CSV")
        if plot_out is not None:
            from unorules.sim.plot import plot

            try:
                plot(reports, plot_out)
            except (ValueError, OSError) as err:
                raise click.ClickException(str(err)) from None
            click.echo(f"wrote the plot to {plot_out}", err=True)

    @cli.command(help="Play many seeded games between bots and report statistics with 95% intervals; "
                      "with several variants, side by side with the differences and their p-values.")
    @click.argument("variants", nargs=-1, required=True)
    @common
    def simulate(variants: tuple[str, ...], **options: Any) -> None:
        go(variants, **options)

    @cli.command(help="The rule differences of CHILD from PARENT (read from the compiled rules) beside "
                      "the statistical differences they cause.")
    @click.argument("parent")
    @click.argument("child")
    @common
    def compare(parent: str, child: str, **options: Any) -> None:
        from unorules.api import load
        from unorules.docs.rulebook import changes

        try:
            old, new = load(parent), load(child)
        except (UnorulesError, ValueError) as err:
            raise click.ClickException(str(err)) from None
        found = [plain(c) for c in changes(new, old)]
        lines = [f"Rules of {new.name} that differ from {old.name}:"]
        lines += [f"  - {c}" for c in found] or ["  (none: the two compile to the same rules)"]
        lines.append("")
        go((parent, child), before=lines, rules=(old, new),
           extra={"rule_differences": {"parent": old.name, "child": new.name, "changes": found}}, **options)
