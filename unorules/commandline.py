"""What every command of ``unorules`` shares: the exit statuses shown in each ``--help``,
checks of options made before any work starts, progress on standard error, and JSON
output with its schema.

Only the command modules (``unorules/*/cli.py``) import this, so click is imported at
the top; ``import unorules`` never reaches it.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

import click

from unorules.errors import EXIT_STATUSES

F = TypeVar("F", bound=Callable[..., Any])

EPILOG = "\b\nExit status:\n" + "\n".join(f"  {code:<3} {text}" for code, text in EXIT_STATUSES)


def add_epilog(group: click.Group) -> None:
    """Every command's ``--help`` ends with the one table of exit statuses."""
    group.epilog = EPILOG
    for command in group.commands.values():
        command.epilog = (command.epilog + "\n\n" if command.epilog else "") + EPILOG


def output_file(path: str | Path | None, option: str) -> None:
    """Refuse, before any work, an output file that could not be written: a folder that
    does not exist or may not be written to, or a path that is a folder. ``-`` is
    standard output. The file itself is not created here."""
    if path is None or str(path) == "-":
        return
    from unorules.files import unwritable

    why = unwritable(Path(path))
    if why:
        raise click.ClickException(f"{option} {path}: {why}")


def output_folder(path: str | Path, option: str) -> None:
    """A folder the command may create and write in (its nearest existing ancestor is
    a writable folder)."""
    p = Path(path)
    if p.exists():
        if not p.is_dir():
            raise click.ClickException(f"{option} {path}: it exists and is not a folder")
        if not os.access(p, os.W_OK | os.X_OK):
            raise click.ClickException(f"{option} {path}: the folder may not be written to")
        return
    output_file(p, option)


def player_count(rules: Iterable[Any], players: int, option: str = "--players") -> None:
    """A player count every variant given can seat, else a usage error (exit 2), as a
    count below 1 is."""
    for r in rules:
        if not r.min_players <= players <= r.max_players:
            raise click.BadParameter(f"{r.name} is played by {r.min_players} to {r.max_players} players, "
                                     f"not {players}", param_hint=f"'{option}'")


def policies(spec: str, parse: Callable[[str], object], option: str = "--policy") -> list[str]:
    """``P[,P...]``, each a bot ``parse`` (:func:`unorules.bots.parse`, which the
    commands above the bots pass in) accepts, checked now: a usage error names the bots
    and the closest one."""
    names = [p.strip() for p in spec.split(",")]
    for name in names:
        try:
            parse(name)
        except ValueError as err:
            raise click.BadParameter(str(err), param_hint=f"'{option}'") from None
    return names


def need(extra: str, what: str, modules: tuple[str, ...] | None = None) -> None:
    """:func:`unorules.errors.need_extra`, for a command: the group turns the error into
    its message and exit status 3."""
    from unorules.errors import need_extra

    need_extra(extra, what, modules)


class Progress:
    """Lines of progress on standard error, unless quiet: each long command says what
    it is on, so that a run of minutes is never a blank screen. Lines, not a live bar,
    so that they read the same in a terminal, a pipe and a CI log."""

    def __init__(self, quiet: bool = False) -> None:
        self.quiet = quiet

    def __call__(self, text: str) -> None:
        if not self.quiet:
            click.echo(text, err=True)
            sys.stderr.flush()


def quiet_option(f: F) -> F:
    return click.option("-q", "--quiet", is_flag=True,
                        help="no progress lines on standard error (results and errors are still shown)")(f)


def json_option(schema: str) -> Callable[[F], F]:
    return click.option("--json", "json_out", metavar="FILE|-",
                        help=f"write the results as JSON to FILE, or - for standard output (which then has "
                             f"nothing else); its schema: unorules/schemas/{schema}.json")


SCHEMA_FOLDER = Path(__file__).resolve().parent / "schemas"


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema of a command's ``--json`` output."""
    loaded: dict[str, Any] = json.loads((SCHEMA_FOLDER / f"{name}.json").read_text(encoding="utf-8"))
    return loaded


def write_json(target: str | None, document: dict[str, Any], what: str = "JSON") -> None:
    """``document`` as JSON to ``target`` (``-``: standard output)."""
    if target is None:
        return
    text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
    if target == "-":
        click.echo(text, nl=False)
        return
    Path(target).write_text(text, encoding="utf-8")
    click.echo(f"wrote the {what} to {target}", err=True)
