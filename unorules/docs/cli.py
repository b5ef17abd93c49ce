"""``unorules docs VARIANT``: a variant's rule book, in reStructuredText or HTML."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import click as click_types

HELP = """Write a variant's rule book, generated from its compiled rules.

VARIANT is a bundled variant's name or a path to a .uno file. The book is
reStructuredText (--format rst, for Sphinx or any docutils tool) or one HTML page with
its card pictures inside (--format html), in English or in another language of the
catalogs (--lang fa|tr|ru).

Its appendix shows what the verifier proved. Proving takes Z3 from seconds to minutes,
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
    @click.option("--format", "fmt", type=click.Choice(["rst", "html"]), default="rst", show_default=True,
                  help="reStructuredText, or a standalone HTML page")
    @click.option("--verify/--no-verify", default=True, show_default=True,
                  help="prove the variant with Z3 and add the results as an appendix "
                       "(needs unorules[verify]); --no-verify skips it")
    @click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                  help="where proof results are kept (default: ~/.cache/unorules/proofs)")
    @click.option("--no-cache", is_flag=True, help="prove afresh, ignoring cached results")
    @commandline.quiet_option
    def docs(variant: str, output: Path | None, lang: str, fmt: str, verify: bool,
             cache_dir: Path | None, no_cache: bool, quiet: bool) -> None:
        # What the book needs is checked before the proofs, which may take minutes.
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
        if verify:
            why_not = proofs.available()
            if why_not is not None:
                click.echo(f"unorules: {why_not}; writing the rule book without proofs", err=True)
            else:
                folder = None if no_cache else (cache_dir or proofs.default_cache_dir())
                report = proofs.prove(rules, progress=say, cache_dir=folder)
        text = rulebook(rules, verify=report is not None, lang=lang, report=report)
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


CSS = """
body { font-family: "DejaVu Sans", "Noto Sans", "Noto Sans Arabic", Arial, sans-serif; max-width: 60em;
       margin: 2em auto; padding: 0 1em; line-height: 1.5; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 0.2em 0.5em; vertical-align: top; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; }
img.unorules-card { vertical-align: middle; margin: 0.1em 0.2em; }
div.note { border-left: 4px solid #7aa; background: #f3f8f8; padding: 0.3em 1em; margin: 1em 0; }
"""


def to_html(rst: str, lang: str) -> str:
    """The rule book as one standalone HTML page (pictures inside, right to left for
    Persian)."""
    import docutils.core

    from unorules.i18n import RTL

    html = docutils.core.publish_string(
        rst, writer="html5",
        # The book's text is escaped where it is written (rulebook.esc); these settings
        # keep a slip there from reading a file or passing markup through.
        settings_overrides={"report_level": 3, "halt_level": 5, "embed_stylesheet": False,
                            "file_insertion_enabled": False, "raw_enabled": False,
                            "stylesheet_path": "", "language_code": lang, "output_encoding": "unicode"})
    text = html if isinstance(html, str) else html.decode("utf-8")
    direction = ' dir="rtl"' if lang in RTL else ""
    text = text.replace("<html", f"<html{direction}", 1) if direction else text
    return text.replace("</head>", f"<style>{CSS}</style>\n</head>", 1)
