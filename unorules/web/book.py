"""The rule book beside the editor: the docs reader's book, as one HTML page.

The page is the one ``unorules docs --format html`` writes (card pictures inside, right
to left for Persian); the browser shows it in a sandboxed frame with no scripts. The
verification appendix is left out here: proving runs in the Verify tab, in its own
process, and a book must follow the typing.
"""

from __future__ import annotations

from typing import Any

from unorules.i18n import check


def html(rules: Any, lang: str) -> str:
    from unorules.docs.cli import to_html
    from unorules.docs.rulebook import rulebook

    check(lang)
    return to_html(rulebook(rules, verify=False, lang=lang), lang)


def pdf_available() -> bool:
    """Whether the docs reader can write a PDF (its function ``to_pdf``, where it has one)."""
    from unorules.docs import cli

    return callable(getattr(cli, "to_pdf", None))


def pdf(rules: Any, lang: str) -> bytes:
    from unorules.docs import cli
    from unorules.docs.rulebook import rulebook

    check(lang)
    made: bytes = cli.to_pdf(rulebook(rules, verify=False, lang=lang), lang)  # type: ignore[attr-defined]
    return made
