"""The ``unorules`` command. Every expected failure prints a message, never a traceback."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any


def _need_click() -> None:
    from unorules.errors import EXIT_MISSING

    try:
        import click  # noqa: F401
    except ImportError:
        sys.stderr.write("unorules: the command line needs the [cli] extra: pip install 'unorules[cli]'\n")
        raise SystemExit(EXIT_MISSING) from None


def _names(args: tuple[str, ...]) -> list[str]:
    import unorules

    return list(args) if args else list(unorules.variants())


def _load(name: str) -> Any:
    import unorules

    return unorules.load(name)


def check_variant(name: str, games: int = 20) -> tuple[bool, str]:
    """Compile a variant and play seeded random games, checking the card multiset."""
    from unorules.engine import random_games as simulate

    rules = _load(name)
    deck = Counter(rules.deck)
    problems: list[str] = []

    def conserve(before: Any, action: Any, after: Any) -> None:
        if Counter(after.all_cards()) != deck:
            problems.append(f"cards not conserved after {action}")

    actions = 0
    for i in range(games):
        players = rules.min_players + i % (rules.max_players - rules.min_players + 1)
        record, _ = simulate.play(rules, players, seed=i, rounds=1, check=conserve, max_actions=3000)
        actions += len(record.actions)
        if problems:
            break
    if not problems:
        # The engine's fast paths against its reference path, on this variant's rules.
        from unorules.engine import differential

        found = differential.check([rules], games=2, max_actions=150)
        if found:
            problems.append(f"fast and reference paths disagree: {found}")
    summary = (f"{len(rules.deck)} cards, {rules.min_players}-{rules.max_players} players, "
               f"{games} random rounds ({actions} actions) conserve the deck; "
               "fast and reference paths agree")
    return (not problems, problems[0] if problems else summary)


def build() -> Any:
    _need_click()
    import click

    import unorules
    from unorules.errors import EXIT_STATUSES, ScenarioError, UnorulesError

    epilog = "\b\nExit status:\n" + "\n".join(f"  {code:<3} {text}" for code, text in EXIT_STATUSES)

    @click.group(help="UNO and its variants as data.", epilog=epilog)
    @click.version_option(unorules.__version__)
    def cli() -> None:
        pass

    @cli.command(help="List the bundled variants.")
    def variants() -> None:
        for name in unorules.variants():
            rules = _load(name)
            click.echo(f"{name:22} {len(rules.deck):4} cards  {rules.title}")

    @cli.command(help="Compile variants (all bundled ones by default) and play seeded random rounds.")
    @click.argument("variants", nargs=-1)
    @click.option("--games", default=20, show_default=True, type=click.IntRange(min=1),
                  help="random rounds per variant")
    def check(variants: tuple[str, ...], games: int) -> None:
        failed = 0
        for name in _names(variants):
            try:
                ok, text = check_variant(name, games)
            except UnorulesError as err:
                ok, text = False, str(err)
            failed += not ok
            click.echo(f"{'ok  ' if ok else 'FAIL'} {name}: {text}")
        raise SystemExit(1 if failed else 0)

    @cli.command(help="Run conformance scenario files; exit 0 only if all pass.")
    @click.argument("files", nargs=-1, required=True, type=click.Path())
    def scenario(files: tuple[str, ...]) -> None:
        from unorules.testing import run_scenario

        paths: list[Path] = []
        for f in files:
            p = Path(f)
            if p.is_dir() and not p.is_symlink():
                found = sorted(p.rglob("*.toml"))
                if not found:
                    raise click.ClickException(f"{p}: no scenario files (*.toml) in this folder")
                paths.extend(found)
            else:
                paths.append(p)
        failed = 0
        for p in paths:
            try:
                run_scenario(p)
                click.echo(f"pass {p}")
            except (ScenarioError, UnorulesError, ValueError) as err:
                failed += 1
                click.echo(f"FAIL {p}\n  {err}")
            except Exception as err:  # noqa: BLE001 - one bad file must not hide the others' results
                failed += 1
                click.echo(f"FAIL {p}\n  internal error ({type(err).__name__}: {err}); please report it")
        click.echo(f"{len(paths) - failed} passed, {failed} failed")
        raise SystemExit(1 if failed else 0)

    from unorules.docs import cli as docs_cli

    docs_cli.register(cli)
    from unorules.verify import cli as verify_cli  # z3 is imported only when the command runs

    verify_cli.register(cli)
    from unorules.sim import cli as sim_cli  # the bots and statistics load only when run

    sim_cli.register(cli)
    from unorules.play import cli as play_cli  # textual is imported only when the table opens

    play_cli.register(cli)
    from unorules.web import cli as web_cli  # starlette and uvicorn load only when the server starts

    web_cli.register(cli)
    return cli


def main(argv: list[str] | None = None) -> None:
    """Run the command line. Every failure ends with a message and one of the documented
    exit statuses (:data:`unorules.errors.EXIT_STATUSES`), never with a traceback."""
    from unorules.errors import EXIT_FAILED, EXIT_INTERNAL, UnorulesError

    try:
        cli = build()
        cli.main(args=argv, prog_name="unorules", standalone_mode=True)
    except UnorulesError as err:
        sys.stderr.write(f"unorules: {err}\n")
        raise SystemExit(EXIT_FAILED) from None
    except OSError as err:  # a file the command writes or reads that the system refuses
        where = f"{err.filename}: " if err.filename else ""
        sys.stderr.write(f"unorules: {where}{err.strerror or err}\n")
        raise SystemExit(EXIT_FAILED) from None
    except Exception as err:  # noqa: BLE001 - a bug still ends in a message, not a traceback
        sys.stderr.write(f"unorules: internal error ({type(err).__name__}: {str(err)[:500]}); "
                         "please report it\n")
        raise SystemExit(EXIT_INTERNAL) from None
