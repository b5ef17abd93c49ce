"""A rule book as one standalone HTML page: the reStructuredText read by docutils, its
text localized (digits, isolated Latin runs), written by docutils' HTML5 writer with
the pictures inside and a small stylesheet (the PDF's is :func:`unorules.docs.pdf.print_css`)."""

from __future__ import annotations

import re
from typing import Any

CSS = """
body { font-family: "Noto Sans", "Noto Sans Arabic", "DejaVu Sans", Arial, sans-serif; max-width: 60em;
       margin: 2em auto; padding: 0 1em; line-height: 1.5; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 0.2em 0.5em; vertical-align: middle; }
caption { font-weight: bold; text-align: start; padding-bottom: 0.3em; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; }
img.unorules-card { vertical-align: middle; margin: 0.1em 0.2em; }
.admonition { border-inline-start: 4px solid #7aa; background: #f3f8f8; padding: 0.3em 1em; margin: 1em 0; }
p.admonition-title { font-weight: bold; }
figure { margin: 1em auto; text-align: center; } figure img { display: block; margin: 0 auto; }
dl.field-list { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1em; }
dl.field-list > dd { margin: 0; } dl.field-list p { margin: 0; }
@media print { body { max-width: none; margin: 0; } tr, img, .admonition { break-inside: avoid; }
  h1, h2, h3, caption, .admonition-title { break-after: avoid; } }
"""


def docutils_language(lang: str) -> str:
    """``lang`` as docutils' language code, its modules found without a search of sys.path.

    docutils looks a code up in its own package and then as a top-level module: it has no
    Turkish, so ``tr`` imported whatever ``tr`` was on sys.path (a folder of that name made
    it fail). Its two importers' caches get docutils' own module, or the English one it
    falls back to, so the lookup never leaves the docutils package."""
    from importlib import import_module

    from docutils import languages
    from docutils.parsers.rst import languages as rst_languages

    for found, package in ((languages.get_language, "docutils.languages"),
                           (rst_languages.get_language, "docutils.parsers.rst.languages")):
        importer = _importer(found)
        if importer is not None and lang not in importer.cache:
            try:
                module = import_module(f"{package}.{lang.replace('-', '_')}")
            except ImportError:
                module = import_module(f"{package}.en")
            importer.cache[lang] = module
    return lang


def _importer(found: Any) -> Any:
    """docutils' language importer, also while Sphinx has replaced it by a function that
    calls it (Sphinx's patched_get_language holds the importer in its closure)."""
    if hasattr(found, "cache"):
        return found
    for cell in getattr(found, "__closure__", None) or ():
        if hasattr(cell.cell_contents, "cache"):
            return cell.cell_contents
    return None


_TARGET_BEFORE_HEADING = re.compile(r'((?:<span id="[^"<>]+"></span>\n?)+)(<h[1-6][^>]*>)')

# The classes of a link to another part of the book, by where its page number goes on
# paper (:func:`unorules.docs.pdf.print_css`): after a comma when the link closes a bracket
# ("(see Scoring, p. 5)"), in brackets of its own elsewhere ("a Wild Draw Four (p. 4)").
PAGE_IN_BRACKET, PAGE_OWN_BRACKET = "unorules-page-in", "unorules-page"


def mark_page_links(tree: Any) -> None:
    """Give every link inside the book the class saying how its page number is printed."""
    from docutils import nodes

    for link in tree.findall(nodes.reference):
        if not link.get("refid"):
            continue
        # The text after it, past the target node docutils puts after a link written
        # with its target inside (`label <name_>`_).
        following = link.parent[link.parent.index(link) + 1:]
        text = "".join(n.astext() for n in following if not isinstance(n, nodes.target))
        closes = text.lstrip().lstrip("»”\"'").startswith(")")
        link["classes"].append(PAGE_IN_BRACKET if closes else PAGE_OWN_BRACKET)


def to_html(rst: str, lang: str, css: str = CSS) -> str:
    """The rule book as one standalone HTML page (pictures inside, right to left for
    Persian, digits and Latin runs as the language writes them)."""
    import docutils.core

    from unorules.docs.localize import localize
    from unorules.i18n import RTL

    # The book's text is escaped where it is written (rulebook.esc); these settings
    # keep a slip there from reading a file or passing markup through.
    settings = {"report_level": 3, "halt_level": 5, "embed_stylesheet": False,
                "file_insertion_enabled": False, "raw_enabled": False,
                "stylesheet_path": "", "language_code": docutils_language(lang), "output_encoding": "unicode"}
    tree = docutils.core.publish_doctree(rst, settings_overrides=settings)
    localize(tree, lang)
    mark_page_links(tree)
    html = docutils.core.publish_from_doctree(tree, writer="html5", settings_overrides=settings)
    text = html if isinstance(html, str) else html.decode("utf-8")
    # A section's link target is an empty span before its heading: on paper the span stayed
    # at the foot of a page whose heading moved to the next, and a link's page number (and
    # the PDF's destination) named the page before. Inside the heading it goes with it.
    text = _TARGET_BEFORE_HEADING.sub(r"\2\1", text)
    direction = ' dir="rtl"' if lang in RTL else ""
    text = text.replace("<html", f"<html{direction}", 1) if direction else text
    # Said in the page, so that a browser opening the file from disk does not guess.
    text = text.replace("<head>", '<head>\n<meta charset="utf-8" />', 1)
    return text.replace("</head>", f"<style>{css}</style>\n</head>", 1)
