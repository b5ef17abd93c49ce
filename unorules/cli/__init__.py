"""The ``unorules`` command. Every expected failure prints a message, never a traceback."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import click


def _need_click() -> None:
    from unorules.errors import EXIT_MISSING

    try:
        import click  # noqa: F401
    except ImportError:
        sys.stderr.write("unorules: the command line needs click, which comes with unorules itself: "
                         "pip install --force-reinstall unorules\n")
        raise SystemExit(EXIT_MISSING) from None


def _names(args: tuple[str, ...]) -> list[str]:
    import unorules

    return list(args) if args else list(unorules.variants())


def _load(name: str) -> Any:
    import unorules

    return unorules.load(name)


def check_details(name: str, games: int = 20) -> dict[str, Any]:
    """Compile a variant and play seeded random games, checking the card multiset; what
    ``unorules check --json`` writes for it (schema: ``unorules/schemas/check.json``)."""
    from unorules.engine import random_games as simulate

    rules = _load(name)
    deck = Counter(rules.deck)
    problems: list[str] = []

    def conserve(before: Any, action: Any, after: Any) -> None:
        if Counter(after.all_cards()) != deck:
            problems.append(f"cards not conserved after {action}")

    actions = played = 0
    for i in range(games):
        players = rules.min_players + i % (rules.max_players - rules.min_players + 1)
        record, _ = simulate.play(rules, players, seed=i, rounds=1, check=conserve, max_actions=3000)
        actions += len(record.actions)
        played += 1
        if problems:
            break
    agree = None
    if not problems:
        # The engine's fast paths against its reference path, on this variant's rules.
        from unorules.engine import differential

        found = differential.check([rules], games=2, max_actions=150)
        agree = not found
        if found:
            problems.append(f"fast and reference paths disagree: {found}")
    summary = (f"{len(rules.deck)} cards, {rules.min_players}-{rules.max_players} players, "
               f"{games} random rounds ({actions} actions) conserve the deck; "
               "fast and reference paths agree")
    return {"variant": name, "name": rules.name, "ok": not problems, "cards": len(rules.deck),
            "players": [rules.min_players, rules.max_players], "rounds": played, "actions": actions,
            "conserved": not any(p.startswith("cards not conserved") for p in problems),
            "paths_agree": agree, "problem": problems[0] if problems else None,
            "summary": problems[0] if problems else summary}


def check_variant(name: str, games: int = 20) -> tuple[bool, str]:
    """Compile a variant and play seeded random games, checking the card multiset."""
    got = check_details(name, games)
    return bool(got["ok"]), str(got["summary"])


def build() -> Any:
    _need_click()
    import click

    import unorules
    from unorules import commandline
    from unorules.errors import ScenarioError, UnorulesError

    @click.group(cls=_group_class(), help="UNO and its variants as data.")
    @click.version_option(unorules.__version__)
    def cli() -> None:
        pass

    @cli.command(help="List the bundled variants.")
    def variants() -> None:
        for name in unorules.variants():
            rules = _load(name)
            click.echo(f"{name:22} {len(rules.deck):4} cards  {rules.title}")

    @cli.command(help="Compile variants (all bundled ones by default) and play seeded random rounds; "
                      "exit 0 only if every one compiles and conserves its cards.")
    @click.argument("variants", nargs=-1)
    @click.option("--games", default=20, show_default=True, type=click.IntRange(min=1),
                  help="random rounds per variant")
    @commandline.quiet_option
    @commandline.json_option("check")
    def check(variants: tuple[str, ...], games: int, quiet: bool, json_out: str | None) -> None:
        commandline.output_file(json_out, "--json")
        names = _names(variants)
        results = []
        for i, name in enumerate(names, 1):
            try:
                got = check_details(name, games)
            except UnorulesError as err:
                got = {"variant": name, "name": None, "ok": False, "problem": str(err), "summary": str(err)}
            results.append(got)
            line = f"{'ok  ' if got['ok'] else 'FAIL'} {name}: {got['summary']}"
            if json_out == "-":
                commandline.Progress(quiet)(f"[{i}/{len(names)}] {line}")
            else:
                click.echo(line)
        failed = sum(not r["ok"] for r in results)
        commandline.write_json(json_out, {"command": "check", "version": 1, "ok": not failed, "games": games,
                                          "failed": failed, "variants": results})
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

    @cli.command(help="Print the language's effects, conditions and subject words: each phrase as it is "
                      "written, what it does, where it may be used and an example (the lists of the "
                      "language reference, docs/language.rst).")
    @click.option("--kind", type=click.Choice(["effect", "condition", "subject"]), default=None,
                  help="only this kind (default: all three)")
    @commandline.json_option("phrases")
    def phrases(kind: str | None, json_out: str | None) -> None:
        from unorules.docs.reference import phrases as listed
        from unorules.docs.reference import phrases_text

        commandline.output_file(json_out, "--json")
        if json_out != "-":
            click.echo(phrases_text(kind), nl=False)
        commandline.write_json(json_out, {"command": "phrases", "version": 1, "phrases": listed(kind)},
                               "phrases")

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
    commandline.add_epilog(cli)
    return cli


def _say(text: str) -> None:
    sys.stderr.write(f"unorules: {text}\n")
    sys.stderr.flush()


def run_guarded(call: Any) -> int:
    """Run a command and turn every way it can end into one message and one of the
    documented exit statuses (:data:`unorules.errors.EXIT_STATUSES`), never a traceback:
    one place, so that every command prints its errors alike (``unorules: ...``)."""
    import errno

    import click

    from unorules.errors import (
        EXIT_FAILED,
        EXIT_INTERNAL,
        EXIT_INTERRUPTED,
        EXIT_MISSING,
        EXIT_USAGE,
        MissingExtra,
        UnorulesError,
    )

    try:
        got = call()
        return got if isinstance(got, int) else 0
    except click.UsageError as err:
        if err.ctx is not None:
            sys.stderr.write(err.ctx.get_usage() + "\n")
            sys.stderr.write(f"Try '{err.ctx.command_path} --help' for help.\n")
        _say(err.format_message())
        return EXIT_USAGE
    except click.ClickException as err:
        _say(err.format_message())
        return EXIT_FAILED if err.exit_code in (0, EXIT_FAILED) else err.exit_code
    except (click.Abort, KeyboardInterrupt, EOFError):
        _say("interrupted")
        return EXIT_INTERRUPTED
    except MissingExtra as err:
        _say(str(err))
        return EXIT_MISSING
    except UnorulesError as err:
        _say(str(err))
        return EXIT_FAILED
    except OSError as err:  # a file the command writes or reads that the system refuses
        if err.errno == errno.EPIPE:  # the reader of a pipe went away: nothing to say to it
            return EXIT_FAILED
        where = f"{err.filename}: " if err.filename else ""
        _say(f"{where}{err.strerror or err}")
        return EXIT_FAILED
    except Exception as err:  # noqa: BLE001 - a bug still ends in a message, not a traceback
        _say(f"internal error ({type(err).__name__}: {str(err)[:500]}); please report it")
        return EXIT_INTERNAL


def _group_class() -> type[click.Group]:
    import click

    class Group(click.Group):
        """The ``unorules`` group: runs in click's non-standalone mode and ends through
        :func:`run_guarded`, also when a test calls it through click's runner."""

        def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None,
                 standalone_mode: bool = True, **extra: Any) -> Any:
            code = run_guarded(lambda: click.Group.main(self, args, prog_name, complete_var, False, **extra))
            if standalone_mode:
                sys.exit(code)
            return code

    return Group


def main(argv: list[str] | None = None) -> None:
    """Run the command line. Every failure ends with a message and one of the documented
    exit statuses (:data:`unorules.errors.EXIT_STATUSES`), never with a traceback."""
    code = run_guarded(lambda: build().main(args=argv, prog_name="unorules", standalone_mode=False))
    raise SystemExit(code)
