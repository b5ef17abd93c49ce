"""``unorules verify``: the command, registered on the main click group."""

from __future__ import annotations

import multiprocessing
import os
import queue
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import click as click_types

    from unorules.verify.report import Report, Result

# In a worker process: where each result goes as soon as it is known (set by _start).
_RESULTS: list[Any] = []


def _start(results: Any) -> None:
    _RESULTS[:] = [results]


def _one(args: tuple[str, str, int, int]) -> Any:
    from unorules.verify.properties import verify_rules

    target, out, games, actions = args
    results = _RESULTS[0] if _RESULTS else None

    def tell(label: str, result: Result | None) -> None:
        if results is not None and result is not None:  # a start is not worth a trip between processes
            results.put(result)

    return verify_rules(target, out=out, agreement_games=games, agreement_actions=actions, progress=tell)


def run(names: list[str], out: str, games: int, actions: int, jobs: int,
        progress: Callable[[Result], None], finished: Callable[[Report], None]) -> list[Report]:
    """Every variant's report, in the order named; ``progress`` hears of every result as
    it is known, from whichever process proved it, and ``finished`` of each report."""
    from unorules.verify.properties import verify_rules

    if jobs <= 1:
        reports = []
        for n in names:
            reports.append(verify_rules(n, out=out, agreement_games=games, agreement_actions=actions,
                                        progress=lambda label, result: None if result is None else progress(result)))
            finished(reports[-1])
        return reports
    results: Any = multiprocessing.get_context().Queue()

    def drain(wait: float) -> None:
        try:
            while True:
                progress(results.get(timeout=wait))
        except queue.Empty:
            pass

    with ProcessPoolExecutor(jobs, initializer=_start, initargs=(results,)) as pool:
        futures: list[Future[Any]] = [pool.submit(_one, (n, out, games, actions)) for n in names]
        told: set[int] = set()
        while len(told) < len(futures):
            drain(0.2)
            for i, f in enumerate(futures):
                if i not in told and f.done():
                    drain(0.05)  # what it put just before it was done
                    told.add(i)
                    finished(f.result())
        return [f.result() for f in futures]


def register(cli: click_types.Group) -> None:
    """Add the ``verify`` command to the ``unorules`` click group."""
    import click

    from unorules import commandline

    @cli.command(help="Prove the properties of variants with Z3 (all bundled ones by default); "
                      "exit 0 only if every property holds. Each result is shown on standard error as "
                      "it is known (--quiet: not).")
    @click.argument("variants", nargs=-1)
    @click.option("--out", default="counterexamples", show_default=True, type=click.Path(file_okay=False),
                  help="folder for counterexample scenarios")
    @click.option("--games", default=3, show_default=True, type=click.IntRange(min=1),
                  help="seeded games for the engine check")
    @click.option("--actions", default=120, show_default=True, type=click.IntRange(min=1),
                  help="actions per game for the engine check")
    @click.option("--jobs", default=0, type=click.IntRange(min=0), help="variants verified at once (0: one per CPU)")
    @commandline.quiet_option
    @commandline.json_option("verify")
    @click.option("--exhaustive", is_flag=True,
                  help="also check the verifier's model against every reachable engine state of small "
                       "tables derived from each variant, up to --states each (a check of the verifier: "
                       "any disagreement is its defect)")
    @click.option("--states", default=20_000, show_default=True, type=click.IntRange(min=1),
                  help="states per small table for --exhaustive (the bound; what was reached is printed)")
    def verify(variants: tuple[str, ...], out: str, games: int, actions: int, jobs: int, quiet: bool,
               json_out: str | None, exhaustive: bool, states: int) -> None:
        commandline.need("verify", "unorules verify")
        commandline.output_file(json_out, "--json")
        commandline.output_folder(out, "--out")
        from unorules import api
        from unorules.verify.report import Report

        names = list(variants) or list(api.variants())
        t0 = time.perf_counter()
        jobs = jobs or min(len(names), os.cpu_count() or 1)
        say = commandline.Progress(quiet)
        count = [0]

        def heard(result: Result) -> None:
            say(f"verify {result.variant}: {result.prop}: {result.verdict} ({result.seconds:.2f}s)")

        def ended(rep: Report) -> None:
            count[0] += 1
            bad = len(rep.failed())
            name = rep.results[0].variant if rep.results else "?"
            say(f"verify: [{count[0]}/{len(names)}] {name} done: {len(rep.results)} results, "
                + (f"{bad} do not hold" if bad else "all hold")
                + f" ({sum(r.seconds for r in rep.results):.1f}s)")

        say(f"verify: {len(names)} variant{'s' if len(names) != 1 else ''}, {jobs} at a time; each result "
            "is shown as it is known")
        reports = run(names, out, games, actions, jobs, heard, ended)
        report = Report(tuple(r for rep in reports for r in rep.results))
        checked = _exhaustive(names, reports, states, say) if exhaustive else []
        agrees = all(ex.ok for ex in checked)
        written = [r.file for r in report.results if r.file]
        failed = report.failed()
        searched = sum(r.status == "searched" for r in report.results)
        crossed = sum(r.status == "cross-checked" for r in report.results)
        proved = len(report.results) - len(failed) - searched - crossed
        seconds = time.perf_counter() - t0
        if json_out != "-":
            click.echo(report.table())
            click.echo(f"{proved} proved, {searched} searched (within the bound stated, not proved), "
                       f"{len(failed)} not, {len(names)} variants in {seconds:.1f}s")
            if crossed:
                click.echo(f"cross-checked on the engine (the model the proofs are about, against the engine; "
                           f"not a property): {games} seeded games x {actions} actions, {crossed} of "
                           f"{len(names)} variants")
            for f in written:
                click.echo(f"counterexample: {f}  (run: unorules scenario {Path(f)})")
            if exhaustive:
                click.echo("\nexhaustive check of the verifier's model against the engine, on small tables:")
                for ex in checked:
                    click.echo(ex.text())
                click.echo(f"{sum(ex.states for ex in checked)} states, {sum(ex.transitions for ex in checked)} "
                           f"transitions, {sum(len(ex.disagreements) for ex in checked)} disagreements (each a "
                           f"defect of the verifier), {sum(ex.cpu for ex in checked):.1f}s CPU")
        commandline.write_json(json_out, {
            "command": "verify", "version": 1, "ok": report.ok, "variants": names,
            "proved": proved, "searched": searched, "not": len(failed), "cross_checked": crossed,
            "seconds": round(seconds, 3), "engine_check": {"games": games, "actions": actions},
            "results": [result_json(r) for r in report.results],
            **({"exhaustive": [exhaustive_json(ex) for ex in checked]} if exhaustive else {}),
        })
        sys.stdout.flush()
        raise SystemExit(0 if report.ok and agrees else 1)


def _exhaustive(names: list[str], reports: list[Report], states: int, say: Any) -> list[Any]:
    """The exhaustive check of every variant that compiled, one after the other."""
    from unorules.api import load
    from unorules.verify.exhaustive import check

    out = []
    for name, rep in zip(names, reports, strict=True):
        if any(r.prop == "compiles" for r in rep.results):
            continue
        say(f"verify: exhaustive check of {name}, up to {states} states per small table")
        out.append(check(load(name), states=states))
    return out


def exhaustive_json(ex: Any) -> dict[str, Any]:
    """One variant's exhaustive check as ``verify --json`` writes it."""
    return {"variant": ex.variant, "ok": ex.ok, "states": ex.states, "transitions": ex.transitions,
            "cpu": round(ex.cpu, 3),
            "tables": [{"table": t.table, "states": t.states, "transitions": t.transitions, "roots": t.roots,
                        "depth": t.depth, "complete": t.complete, "bound": t.bound, "cpu": round(t.cpu, 3),
                        "covered": list(t.covered), "uncovered": list(t.uncovered),
                        "disagreements": [d.describe() for d in t.disagreements]} for t in ex.tables]}


def result_json(r: Result) -> dict[str, Any]:
    """One result as ``verify --json`` writes it."""
    return {"variant": r.variant, "property": r.prop, "status": r.status, "verdict": r.verdict,
            "ok": r.ok, "seconds": round(r.seconds, 4), "detail": r.detail, "method": r.method,
            "bound": r.bound, "confirmed": r.confirmed, "confirmation": r.confirmation,
            "counterexample": r.file}
