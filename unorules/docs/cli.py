"""``unorules docs VARIANT [-o FILE]``: a variant's rule book as reStructuredText."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import click as click_types


def register(cli: click_types.Group) -> None:
    """Add the ``docs`` command to the ``unorules`` click group."""
    import click

    @cli.command(help="Write a variant's rule book (reStructuredText), generated from its compiled rules.")
    @click.argument("variant")
    @click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
                  help="write to this file instead of standard output")
    @click.option("--verify/--no-verify", default=True, show_default=True,
                  help="add the verification table (needs unorules.verify and z3)")
    def docs(variant: str, output: Path | None, verify: bool) -> None:
        from unorules import api
        from unorules.docs.rulebook import rulebook

        text = rulebook(api.load(variant), verify=verify)
        if output is None:
            click.echo(text, nl=False)
            return
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as err:
            raise click.ClickException(f"cannot write {output}: {err.strerror}") from None
        click.echo(f"wrote {output} ({len(text.splitlines())} lines)")
