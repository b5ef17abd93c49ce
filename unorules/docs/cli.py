"""``unorules docs VARIANT``: a variant's rule book, in reStructuredText, HTML or PDF."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from unorules.docs.html import CSS, to_html

__all__ = ["CSS", "register", "to_html"]

if TYPE_CHECKING:
    import click as click_types

HELP = """Write a variant's rule book, generated from its compiled rules.

VARIANT is a bundled variant's name or a path to a .uno file. The book is
reStructuredText (--format rst, for Sphinx or any docutils tool), one HTML page with
its card pictures inside (--format html), or a printable PDF (--format pdf, on
--paper a4 or letter; needs unorules[pdf]), in English or in another language of the
catalogs (--lang fa|tr|ru).

The English book's last appendix, for the variant's editors, shows what the verifier
proved (a translated book is for players and has none, so it proves nothing). Proving takes Z3 from seconds to minutes,
so the command says which property it is on, and keeps the results in a cache keyed by
the content of the variant files (and the verifier's version): an unchanged variant is
not proved again. --no-verify leaves the appendix out and does not run Z3 at all;
--no-cache proves afresh.
"""


def register(cli: click_types.Group) -> None:
    """Add the ``docs`` command to the ``unorules`` click group."""
    import click

    from unorules import commandline
    from unorules.i18n import LANGUAGES

    @cli.command(help=HELP)
    @click.argument("variant")
    @click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
                  help="write to this file instead of standard output")
    @click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
                  help="the language of the rule book")
    @click.option("--format", "fmt", type=click.Choice(["rst", "html", "pdf"]), default="rst", show_default=True,
                  help="reStructuredText, a standalone HTML page, or a printable PDF (with -o)")
    @click.option("--paper", type=click.Choice(["a4", "letter"]), default="a4", show_default=True,
                  help="the paper size of a PDF")
    @click.option("--verify/--no-verify", default=True, show_default=True,
                  help="prove the variant with Z3 and add the results as an appendix "
                       "(needs unorules[verify]); --no-verify skips it")
    @click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                  help="where proof results are kept (default: ~/.cache/unorules/proofs)")
    @click.option("--no-cache", is_flag=True, help="prove afresh, ignoring cached results")
    @commandline.quiet_option
    def docs(variant: str, output: Path | None, lang: str, fmt: str, paper: str, verify: bool,
             cache_dir: Path | None, no_cache: bool, quiet: bool) -> None:
        # What the book needs is checked before the proofs, which may take minutes.
        if fmt == "pdf":
            from unorules.docs.pdf import check_available

            if output is None:
                raise click.UsageError("a PDF is written to a file: give -o FILE.pdf")
            if not output.parent.is_dir():
                raise click.ClickException(f"cannot write {output}: no folder {output.parent}")
            check_available(lang)
        if fmt == "html":
            commandline.need("docs", "an HTML rule book (--format html)", ("docutils",))
        if lang != "en":
            commandline.need("docs", f"a rule book in {lang!r} (--lang)", ("babel",))
        commandline.output_file(output, "--output")
        from unorules import api
        from unorules.docs import proofs
        from unorules.docs.rulebook import rulebook

        rules = api.load(variant)
        say = commandline.Progress(quiet)
        report = None
        if verify and lang == "en":
            why_not = proofs.available()
            if why_not is not None:
                click.echo(f"unorules: {why_not}; writing the rule book without proofs", err=True)
            else:
                folder = None if no_cache else (cache_dir or proofs.default_cache_dir())
                report = proofs.prove(rules, progress=say, cache_dir=folder)
        text = rulebook(rules, verify=report is not None, lang=lang, report=report)
        if fmt == "pdf":
            from unorules.docs.pdf import to_pdf

            assert output is not None
            data = to_pdf(text, lang, paper)
            try:
                output.write_bytes(data)
            except OSError as err:
                raise click.ClickException(f"cannot write {output}: {err.strerror}") from None
            click.echo(f"wrote {output} ({len(data)} bytes, {paper})")
            return
        if fmt == "html":
            text = to_html(text, lang)
        if output is None:
            click.echo(text, nl=False)
            return
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as err:
            raise click.ClickException(f"cannot write {output}: {err.strerror}") from None
        click.echo(f"wrote {output} ({len(text.splitlines())} lines)")
