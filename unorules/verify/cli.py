"""``unorules verify``: the command, registered on the main click group."""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from unorules.errors import EXIT_MISSING

if TYPE_CHECKING:
    import click as click_types


def _one(args: tuple[str, str, int, int]) -> Any:
    from unorules.verify.properties import verify_rules

    target, out, games, actions = args
    return verify_rules(target, out=out, agreement_games=games, agreement_actions=actions)


def register(cli: click_types.Group) -> None:
    """Add the ``verify`` command to the ``unorules`` click group."""
    import click

    @cli.command(help="Prove the properties of variants with Z3 (all bundled ones by default); "
                      "exit 0 only if every property holds.")
    @click.argument("variants", nargs=-1)
    @click.option("--out", default="counterexamples", show_default=True, type=click.Path(file_okay=False),
                  help="folder for counterexample scenarios")
    @click.option("--games", default=3, show_default=True, type=click.IntRange(min=1),
                  help="seeded games for the engine check")
    @click.option("--actions", default=120, show_default=True, type=click.IntRange(min=1),
                  help="actions per game for the engine check")
    @click.option("--jobs", default=0, type=click.IntRange(min=0), help="variants verified at once (0: one per CPU)")
    def verify(variants: tuple[str, ...], out: str, games: int, actions: int, jobs: int) -> None:
        try:
            from unorules.verify import require_z3

            require_z3()
        except ImportError as err:
            click.echo(f"unorules: {err}", err=True)
            raise SystemExit(EXIT_MISSING) from None
        from unorules import api
        from unorules.verify.report import Report

        names = list(variants) or list(api.variants())
        t0 = time.perf_counter()
        jobs = jobs or min(len(names), os.cpu_count() or 1)
        work = [(n, out, games, actions) for n in names]
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                reports = list(pool.map(_one, work))
        else:
            reports = [_one(w) for w in work]
        report = Report(tuple(r for rep in reports for r in rep.results))
        click.echo(report.table())
        written = [r.file for r in report.results if r.file]
        failed = report.failed()
        searched = sum(r.status == "searched" for r in report.results)
        crossed = sum(r.status == "cross-checked" for r in report.results)
        click.echo(f"{len(report.results) - len(failed) - searched - crossed} proved, {searched} searched (within "
                   f"the bound stated, not proved), {len(failed)} not, {len(names)} variants in "
                   f"{time.perf_counter() - t0:.1f}s")
        if crossed:
            click.echo(f"cross-checked on the engine (the model the proofs are about, against the engine; not a "
                       f"property): {games} seeded games x {actions} actions, {crossed} of {len(names)} variants")
        for f in written:
            click.echo(f"counterexample: {f}  (run: unorules scenario {Path(f)})")
        sys.stdout.flush()
        raise SystemExit(0 if report.ok else 1)
