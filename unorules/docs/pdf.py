"""A rule book on paper: the standalone HTML page laid out by WeasyPrint as a PDF.

Why WeasyPrint: it is a maintained HTML and CSS layout engine whose text goes through
Pango (HarfBuzz shaping, FriBidi's bidirectional algorithm), so Persian is joined and
laid out right to left, Latin runs isolated inside it stay in place, and the book needs
no second source: the same reStructuredText that Sphinx renders becomes the same HTML,
then paper, card pictures (SVG) included. The LaTeX route would need a TeX
distribution several hundred megabytes large and a second writer for right-to-left
text. WeasyPrint is one Python package (``unorules[pdf]``) over Debian's Pango; the
fonts, which must cover Latin, Cyrillic and Persian, are Debian's Noto fonts
(``fonts-noto-core``), with DejaVu as a fallback.

>>> from unorules.docs.pdf import PAPERS
>>> sorted(PAPERS)
['a4', 'letter']
"""

from __future__ import annotations

import shutil
import subprocess
from typing import Any

from unorules.errors import ArgumentError, MissingExtra

PAPERS = {"a4": "A4", "letter": "letter"}
# The families every script of the four languages is set in, in order of preference.
FONTS = '"Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", "DejaVu Sans", sans-serif'
INSTALL = ("pip install 'unorules[pdf]' (WeasyPrint), and its system libraries and fonts; on Debian or "
           "Ubuntu: apt-get install libpango-1.0-0 libpangoft2-1.0-0 fonts-noto-core")


# How a page number is printed: its digits, and the word between it and the count.
PAGE_NUMBERS = {"fa": 'counter(page, persian) " از " counter(pages, persian)'}


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def page_links_css(lang: str) -> str:
    """A link to another part of the book followed by the page that part starts on: on
    paper, "see Scoring" cannot be followed without it (the Russian reader, fourth
    reading). WeasyPrint counts the target's page (``target-counter``)."""
    from unorules.docs.html import PAGE_IN_BRACKET, PAGE_OWN_BRACKET
    from unorules.i18n import language, pgettext

    style = ", persian" if lang == "fa" else ""
    counter = f"target-counter(attr(href), page{style})"
    rules = []
    with language(lang):
        # Said after a link that closes a bracket, "(see Scoring, p. 5)", and after one in
        # running text, "a Wild Draw Four (p. 4)"; {page} is the number.
        forms = ((PAGE_IN_BRACKET, pgettext("page of a link closing a bracket", ", p. {page}", page="{page}")),
                 (PAGE_OWN_BRACKET, pgettext("page of a link in running text", " (p. {page})", page="{page}")))
    for cls, form in forms:
        before, _, after = form.partition("{page}")
        content = " ".join(x for x in (_css_string(before) if before else "", counter,
                                          _css_string(after) if after else "") if x)
        rules.append(f'a.{cls}[href^="#"]::after {{ content: {content}; }}')
    return "\n".join(rules) + "\n"


def print_css(paper: str, lang: str = "en") -> str:
    """The paper's stylesheet: page size and margins, page numbers, no break between a
    heading, a table's caption, a lead-in or a card's pictures and what follows it, rows
    and field lists never split. WeasyPrint lays a grid out left to right whatever the
    direction, so in a right-to-left book a field list's label floats to the right of its
    value instead (the Persian reader found the labels at the far left margin)."""
    size = PAPERS[paper]
    number = PAGE_NUMBERS.get(lang, 'counter(page) " / " counter(pages)')
    return f"""
@page {{ size: {size}; margin: 18mm 16mm 20mm 16mm;
        @bottom-center {{ content: {number}; font: 9pt {FONTS}; color: #555; }} }}
html {{ font-family: {FONTS}; font-size: 10.5pt; line-height: 1.45; }}
body {{ margin: 0; max-width: none; }}
h1 {{ font-size: 20pt; margin: 0 0 0.4em; }}
h2 {{ font-size: 14pt; margin: 1.2em 0 0.4em; border-bottom: 1px solid #bbb; }}
h3 {{ font-size: 12pt; margin: 1em 0 0.3em; }}
h1, h2, h3, h4, p.rubric, caption, .admonition-title {{ break-after: avoid; page-break-after: avoid; }}
table {{ border-collapse: collapse; width: 100%; margin: 0.6em 0; }}
caption {{ font-weight: bold; text-align: start; padding-bottom: 0.3em; caption-side: top; }}
td, th {{ border: 1px solid #999; padding: 0.25em 0.45em; vertical-align: middle; text-align: start; }}
tr, img, figure, .admonition, dl.field-list > dt {{ break-inside: avoid; page-break-inside: avoid; }}
thead {{ display: table-header-group; }}
/* A table that fits on a page stays whole; a longer one leaves no lone row at either end
   of a page (fa F41, fa-13: a score table's header and first row alone at a page's foot). */
table {{ break-inside: avoid; page-break-inside: avoid; }}
tbody > tr:first-child, tbody > tr:nth-last-child(2) {{ break-after: avoid; page-break-after: avoid; }}
/* The deck's table is most of a page: kept whole, it left the first page half empty (all
   three readers, third reading); it may break between rows, its header row repeated. */
table.unorules-long {{ break-inside: auto; page-break-inside: auto; }}
img.unorules-card {{ height: 13mm; width: auto; vertical-align: middle; margin: 0.5mm 0.8mm; }}
figure {{ text-align: center; margin: 0.8em 0; }} figure img {{ width: 55mm; height: auto; }}
.admonition {{ border-inline-start: 3pt solid #7aa; background: #f3f8f8; padding: 0.2em 0.8em;
                 margin: 0.7em 0; }}
p.admonition-title {{ font-weight: bold; margin: 0.3em 0; }}
p.unorules-lead, p.unorules-cards {{ break-after: avoid; page-break-after: avoid; }}
dl.field-list {{ display: grid; grid-template-columns: max-content auto; gap: 0.1em 1em;
                 break-inside: avoid; page-break-inside: avoid; }}
dl.field-list > dt {{ font-weight: bold; }} dl.field-list > dd, dl.field-list p {{ margin: 0; }}
[dir="rtl"] dl.field-list {{ display: block; }}
[dir="rtl"] dl.field-list > dt {{ float: right; clear: right; margin: 0 0 0 0.6em; }}
[dir="rtl"] dl.field-list > dd {{ margin: 0 0 0.15em 0; }}
a {{ color: inherit; text-decoration: none; }}
[dir="rtl"] body {{ direction: rtl; }}
""" + page_links_css(lang)


def check_available(lang: str) -> None:
    """Raise ArgumentError naming what to install when WeasyPrint, its libraries or the
    fonts of ``lang`` are missing (before any work is done)."""
    try:
        import weasyprint  # noqa: F401
    except ImportError:
        raise MissingExtra("a PDF rule book (--format pdf)", "pdf", "weasyprint") from None
    except OSError as err:  # WeasyPrint is there, Pango is not
        raise ArgumentError(f"a PDF rule book needs Pango, which WeasyPrint could not load ({err}): "
                            f"{INSTALL}") from None
    missing = missing_fonts(lang)
    if missing:
        raise ArgumentError(f"no font on this machine covers {missing}: {INSTALL}")


# fontconfig's language tags for the scripts each book needs.
SCRIPTS = {"en": ("en",), "tr": ("tr",), "ru": ("ru",), "fa": ("fa",)}


def missing_fonts(lang: str) -> str:
    """The languages fontconfig has no font for ('' when all are covered, or when
    fontconfig's own tool is not there to ask)."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return ""
    lacking = []
    for tag in SCRIPTS.get(lang, ()):
        try:
            found = subprocess.run([fc_list, f":lang={tag}", "family"], capture_output=True, text=True,
                                   timeout=30, check=False).stdout
        except (OSError, subprocess.SubprocessError):
            return ""
        if not found.strip():
            lacking.append(tag)
    return ", ".join(lacking)


def to_pdf(rst: str, lang: str, paper: str = "a4") -> bytes:
    """The rule book ``rst`` as a printable PDF in ``lang`` on ``paper`` (a4 or letter)."""
    if paper not in PAPERS:
        raise ArgumentError(f"no paper size {paper!r}: choose " + " or ".join(PAPERS))
    check_available(lang)
    import weasyprint

    from unorules.docs.html import to_html

    html = to_html(rst, lang, css=print_css(paper, lang))
    # The page's pictures are inside it (data: URIs); nothing is fetched from anywhere.
    document = weasyprint.HTML(string=html, url_fetcher=_fetcher(weasyprint))
    return bytes(document.write_pdf())


def _fetcher(weasyprint: Any) -> Any:
    """A URL fetcher that reads ``data:`` URIs only (the card pictures): a variant's text
    is escaped already, and this keeps a slip from reading a file or the network."""
    if hasattr(weasyprint, "URLFetcher"):
        return weasyprint.URLFetcher(allowed_protocols={"data"})

    def fetch(url: str, *args: Any, **kwargs: Any) -> Any:  # WeasyPrint before the URLFetcher class
        if not url.startswith("data:"):
            raise ValueError(f"a rule book reads nothing outside itself: {url[:60]}")
        return weasyprint.default_url_fetcher(url, *args, **kwargs)

    return fetch
