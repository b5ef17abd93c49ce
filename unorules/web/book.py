"""The rule book beside the editor: the docs reader's book, as one HTML page, and as a PDF
where the installation writes PDF rule books.

The page is the one ``unorules docs --format html`` writes (card pictures inside, right
to left for Persian); the browser shows it in a sandboxed frame with no scripts. The
verification appendix is left out here: proving runs in the Verify tab, in its own
process, and a book must follow the typing.
"""

from __future__ import annotations

import importlib
from typing import Any

from unorules.errors import ArgumentError, UnorulesError
from unorules.i18n import check


def _module(name: str) -> Any:
    """A module of the docs reader, or None where this installation has none of that name
    (the HTML writer has moved between modules; the PDF writer is newer than the rest)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def _to_html() -> Any:
    for name in ("unorules.docs.html", "unorules.docs.cli"):
        found = getattr(_module(name), "to_html", None)
        if callable(found):
            return found
    raise ArgumentError("this installation's rule-book reader writes no HTML")


def html(rules: Any, lang: str) -> str:
    from unorules.docs.rulebook import rulebook

    check(lang)
    made: str = _to_html()(rulebook(rules, verify=False, lang=lang), lang)
    return made


def pdf_available() -> bool:
    """Whether the docs reader can write a PDF here (its writer, WeasyPrint and fonts)."""
    writer = _module("unorules.docs.pdf")
    if writer is None or not callable(getattr(writer, "to_pdf", None)):
        return False
    try:
        writer.check_available("en")
    except (UnorulesError, OSError):
        return False
    return True


def pdf(rules: Any, lang: str) -> bytes:
    from unorules.docs.rulebook import rulebook

    check(lang)
    writer = _module("unorules.docs.pdf")
    if writer is None:
        raise ArgumentError("this installation writes no PDF rule books")
    made: bytes = writer.to_pdf(rulebook(rules, verify=False, lang=lang), lang)
    return made
