"""The rule book on paper: ``unorules docs VARIANT --format pdf`` (WeasyPrint).

Read back with poppler's ``pdftotext`` and ``pdfinfo``: the paper size, the text in
each language (Persian right to left), the cards drawn, no web page around the book,
and every table's caption on the same page as the table's first row.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("weasyprint")
if shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None:
    pytest.skip("poppler's pdftotext and pdfinfo are not installed (apt-get install poppler-utils)",
                allow_module_level=True)

import unorules
from unorules.docs import pdf
from unorules.docs.rulebook import rulebook
from unorules.errors import ArgumentError

# Bidirectional marks pdftotext puts around right-to-left runs, and the zero-width
# non-joiner it drops from Persian words ("رنگین‌کمان" comes back as "رنگینکمان").
BIDI = re.compile("[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


# What WeasyPrint made of a page, by the page's HTML: several tests read the same book on
# paper (standard's four times), and a layout costs about a second. The key is everything
# WeasyPrint is given (the book, its stylesheet, the markup), so a test that plants a fault
# in any of them (a stylesheet without page numbers, a target left before its heading)
# lays its own book out.
_LAID_OUT: dict[tuple[str, str], Any] = {}


def laid_out(what: str, html: str, make: Callable[[], Any]) -> Any:
    key = (what, hashlib.sha256(html.encode()).hexdigest())
    if key not in _LAID_OUT:
        _LAID_OUT[key] = make()
    return _LAID_OUT[key]


def pdf_of(name: str, lang: str = "en", paper: str = "a4") -> bytes:
    from unorules.docs.html import to_html

    rst = rulebook(unorules.load(name), verify=False, lang=lang)
    data = laid_out("pdf", to_html(rst, lang, css=pdf.print_css(paper, lang)), lambda: pdf.to_pdf(rst, lang, paper))
    return bytes(data)


def test_a_book_is_laid_out_again_when_its_page_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []

    def make(what: str) -> Callable[[], str]:
        def build() -> str:
            made.append(what)
            return what
        return build

    assert laid_out("t", "<p>a</p>", make("a")) == "a"
    assert laid_out("t", "<p>a</p>", make("again")) == "a"
    assert laid_out("t", "<p>b</p>", make("b")) == "b"
    assert made == ["a", "b"]
    # The same book is read back; a stylesheet planted without page numbers is another page,
    # and its book is laid out anew.
    real, calls = pdf.to_pdf, []

    def counted(*args: Any) -> bytes:
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(pdf, "to_pdf", counted)
    pdf_of("standard")
    before = len(calls)
    pdf_of("standard")
    assert len(calls) == before
    monkeypatch.setattr(pdf, "page_links_css", lambda lang: "")
    pdf_of("standard")
    assert len(calls) == before + 1


def pages(data: bytes, tmp_path: Path, layout: bool = True) -> list[str]:
    """The text of each page (as laid out, or in reading order: a table's cells one after another)."""
    path = tmp_path / "book.pdf"
    path.write_bytes(data)
    text = subprocess.run(["pdftotext", *(["-layout"] if layout else []), str(path), "-"], capture_output=True,
                          text=True, check=True).stdout
    return [BIDI.sub("", page) for page in text.split("\f")]


def page_size(data: bytes, tmp_path: Path) -> str:
    path = tmp_path / "size.pdf"
    path.write_bytes(data)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return re.search(r"Page size:\s*(.*)", info).group(1)  # type: ignore[union-attr]


def test_a4_and_letter(tmp_path: Path) -> None:
    assert "(A4)" in page_size(pdf_of("standard", paper="a4"), tmp_path)
    assert "(letter)" in page_size(pdf_of("standard", paper="letter"), tmp_path)


def test_the_book_and_nothing_else(tmp_path: Path) -> None:
    text = "\n".join(pages(pdf_of("standard"), tmp_path))
    assert "UNO - the official rules" in text and "What is in the box" in text
    for chrome in ("Skip to content", "Contents", "Search", "Back to top", "previous", "next page"):
        assert chrome not in text, chrome
    # The cards are drawn: their faces are in the pictures.
    assert "+2" in text and "+4" in text


def test_captions_stay_with_their_tables(tmp_path: Path) -> None:
    """A table's caption is never left at the foot of a page, its rows on the next."""
    for name, lang, header in (("standard", "en", "Picture"), ("flip", "en", "Picture"),
                               ("minion", "fa", "تصویر")):
        for page in pages(pdf_of(name, lang), tmp_path):
            lines = [line.strip() for line in page.splitlines() if line.strip()]
            for i, line in enumerate(lines):
                if line.startswith(("The deck:", "کارت‌های بازی:", "The light faces", "The dark faces")):
                    assert any(header in later for later in lines[i + 1:i + 4]), (name, lang, lines[i:i + 4])


@pytest.mark.parametrize(("name", "lang", "words"), [
    ("minion", "fa", ["اونو مینیون", "دامفو کار", "رنگین‌کمان"]),
    ("turkish", "tr", ["Türkçe kurallar", "4 Kart Al & Joker", "Yön Değiştir"]),
    ("russian", "ru", ["Уно: правила с картами", "«Дикий обмен»", "«Реверс»"]),
])
def test_each_language_on_paper(name: str, lang: str, words: list[str], tmp_path: Path) -> None:
    text = " ".join(" ".join(pages(pdf_of(name, lang), tmp_path)).split())
    for word in words:
        assert BIDI.sub("", word) in text, word
    if lang == "fa":  # no Latin word, but on the card faces (the pictures' marks)
        from unorules.docs.pictures import face

        rules = unorules.load(name)
        faces = {face(rules, k) for k in rules.kinds} | {face(rules, k)[:2] for k in rules.kinds}
        latin = [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in faces]
        assert not latin, latin[:10]


def test_persian_pages_are_right_to_left() -> None:
    from unorules.docs.cli import to_html

    html = to_html(rulebook(unorules.load("minion"), verify=False, lang="fa"), "fa", css=pdf.print_css("a4", "fa"))
    assert '<html dir="rtl"' in html and "direction: rtl" in html
    assert "counter(page, persian)" in html  # page numbers in Persian digits


def test_missing_weasyprint_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real = builtins.__import__

    def no_weasyprint(name: str, *args: object, **kwargs: object) -> object:
        if name == "weasyprint":
            raise ImportError("No module named 'weasyprint'")
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    from unorules.errors import MissingExtra

    monkeypatch.setattr(builtins, "__import__", no_weasyprint)
    with pytest.raises(MissingExtra, match=r"unorules\[pdf\]"):
        pdf.check_available("fa")


def test_missing_fonts_are_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf, "missing_fonts", lambda lang: "fa")
    with pytest.raises(ArgumentError, match="fonts-noto-core"):
        pdf.check_available("fa")


def test_the_fetcher_reads_no_file(tmp_path: Path) -> None:
    import weasyprint

    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET", encoding="utf-8")
    fetch = pdf._fetcher(weasyprint)
    with pytest.raises(ValueError):
        fetch.fetch(secret.as_uri()) if hasattr(fetch, "fetch") else fetch(secret.as_uri())


def test_the_command_writes_a_pdf(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from unorules.cli import build

    out = tmp_path / "minion-fa.pdf"
    result = CliRunner().invoke(build(), ["docs", "minion", "--lang", "fa", "--format", "pdf", "--paper", "letter",
                                          "--no-verify", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(b"%PDF") and "(letter)" in page_size(out.read_bytes(), tmp_path)
    # Asked before any work: a PDF needs a file, and a folder that exists.
    assert CliRunner().invoke(build(), ["docs", "minion", "--format", "pdf", "--no-verify"]).exit_code == 2
    nowhere = CliRunner().invoke(build(), ["docs", "minion", "--format", "pdf", "--no-verify",
                                           "-o", str(tmp_path / "no" / "such" / "x.pdf")])
    assert nowhere.exit_code == 1 and "no folder" in nowhere.output


def shadowing_tr(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder named ``tr`` on sys.path (a package of someone's own, which cannot be
    imported from here), and docutils' language caches empty, as in a fresh process
    started beside such a folder."""
    import sys

    from docutils import languages
    from docutils.parsers.rst import languages as rst_languages

    (tmp_path / "tr").mkdir()
    (tmp_path / "tr" / "__init__.py").write_text('raise RuntimeError("someone else\'s tr package")\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    for importer in (languages.get_language, rst_languages.get_language):
        monkeypatch.setattr(importer, "cache", {})
    monkeypatch.delitem(sys.modules, "tr", raising=False)


def test_a_folder_named_like_the_language_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docutils looked ``tr`` up as a top-level module once its own package had none, so a
    folder named ``tr`` was imported as its Turkish (and the book failed with its error)."""
    import sys

    from unorules.docs.html import to_html

    rst = rulebook(unorules.load("turkish"), verify=False, lang="tr")
    shadowing_tr(tmp_path, monkeypatch)
    html = to_html(rst, "tr")
    assert 'lang="tr"' in html and "Kartlar" in html and "tr" not in sys.modules


def test_the_folder_check_catches_the_plain_lookup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.docs import html

    rst = rulebook(unorules.load("turkish"), verify=False, lang="tr")
    shadowing_tr(tmp_path, monkeypatch)
    monkeypatch.setattr(html, "docutils_language", lambda lang: lang)
    with pytest.raises(RuntimeError, match="someone else's tr package"):
        html.to_html(rst, "tr")


def table_rows_by_page(name: str, lang: str, css: str | None = None) -> list[tuple[int, int, int, bool]]:
    """(page, table, body rows on that page, may break) for every piece of a table WeasyPrint
    laid out; a table of class ``unorules-long`` (the deck's) may break between rows."""
    import weasyprint

    from unorules.docs.html import to_html

    html = to_html(rulebook(unorules.load(name), verify=False, lang=lang), lang, css=css or pdf.print_css("a4", lang))
    return list(laid_out("rows", html, lambda: _rows(weasyprint.HTML(string=html, url_fetcher=pdf._fetcher(weasyprint))
                                                      .render())))


def _rows(document: Any) -> list[tuple[int, int, int, bool]]:
    def boxes(box: Any) -> Any:
        yield box
        for child in getattr(box, "children", None) or ():
            yield from boxes(child)

    found = []
    for number, page in enumerate(document.pages, 1):
        for box in boxes(page._page_box):
            if type(box).__name__ == "TableBox":
                rows = sum(len(group.children) for group in box.children
                           if type(group).__name__ == "TableRowGroupBox" and not group.is_header)
                long = "unorules-long" in (box.element.get("class") or "").split()
                found.append((number, id(box.element), rows, long))
    return found


def lone_rows(pieces: list[tuple[int, int, int, bool]]) -> list[tuple[int, int, int, bool]]:
    """A table split over pages, of which one page holds a single row (or a short table split
    at all, unless it is one that may break: the deck's table, most of a page, kept whole left
    the first page half empty, as all three readers found in the third reading)."""
    total: dict[int, int] = {}
    for _page, table, rows, _long in pieces:
        total[table] = total.get(table, 0) + rows
    return [p for p in pieces if p[2] < total[p[1]] and (p[2] == 1 or (total[p[1]] <= 12 and not p[3]))]


@pytest.mark.parametrize(("name", "lang"), [("minion", "fa"), ("turkish", "tr"), ("russian", "ru"),
                                            ("standard", "en"), pytest.param("flip", "en", marks=pytest.mark.slow)])
def test_no_table_leaves_a_lone_row_on_a_page(name: str, lang: str) -> None:
    """fa F41, fa-13: the Minion score table's header and its row of zeros closed page 9, the
    rest on page 10. A table that fits on a page stays whole; a longer one never leaves one row."""
    assert not lone_rows(table_rows_by_page(name, lang))


def test_the_lone_row_check_catches_the_old_stylesheet() -> None:

    old = pdf.print_css("a4", "en").replace("table { break-inside: avoid; page-break-inside: avoid; }", "")
    old = old.replace("tbody > tr:first-child, tbody > tr:nth-last-child(2) { break-after: avoid; "
                      "page-break-after: avoid; }", "")
    assert old != pdf.print_css("a4", "en")
    # The Russian book still splits its short tables (first card, scores) under the
    # old stylesheet (the Turkish book, reworded by its second reader, breaks its pages elsewhere).
    assert lone_rows(table_rows_by_page("russian", "ru", css=old))


def test_the_deck_table_starts_on_its_sections_page() -> None:
    """All three readers (third reading): kept whole, the deck's table left the first page half
    empty. It starts under its section, its header repeated on the next page; without the
    stylesheet's rule for it, it moves to the second page whole."""
    rule = "table.unorules-long { break-inside: auto; page-break-inside: auto; }"
    css = pdf.print_css("a4", "en")
    assert rule in css
    assert any(long and page == 1 for page, _t, _rows, long in table_rows_by_page("standard", "en"))
    whole = table_rows_by_page("standard", "en", css=css.replace(rule, ""))
    assert not any(long and page == 1 for page, _t, _rows, long in whole)


def destinations(data: bytes, tmp_path: Path) -> dict[str, int]:
    """The page each of the PDF's named destinations (the book's link targets) is on."""
    path = tmp_path / "dests.pdf"
    path.write_bytes(data)
    listing = subprocess.run(["pdfinfo", "-dests", str(path)], capture_output=True, text=True, check=True).stdout
    return {m.group(2): int(m.group(1)) for m in re.finditer(r'^\s*(\d+) \[.*\] "([^"]+)"$', listing, re.M)}


def book_links(name: str, lang: str) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The links of the book's page (target, text, class) and its headings' text by target."""
    import html as markup

    from unorules.docs.html import to_html

    page = to_html(rulebook(unorules.load(name), verify=False, lang=lang), lang, css=pdf.print_css("a4", lang))

    def text(fragment: str) -> str:
        return BIDI.sub("", " ".join(markup.unescape(re.sub(r"<[^>]+>", "", fragment)).split()))

    links = [(m.group(2), text(m.group(3)), m.group(1)) for m in re.finditer(
        r'<a class="reference internal (unorules-page(?:-in)?)" href="#([^"]+)">(.*?)</a>', page, re.S)]
    headings = {m.group(1): text(m.group(2)) for m in re.finditer(
        r'<h[1-6]><span id="([^"]+)"></span>(.*?)</h[1-6]>', page, re.S)}
    return links, headings


# How each language prints a link's page number after it (the catalogs' forms), as a pattern.
PAGE_FORMS = {"en": (r", p\. ", r" \(p\. "), "tr": (r", s\. ", r" \(s\. "), "ru": (r", с\. ", r" \(с\. ")}


def page_number_faults(name: str, lang: str, data: bytes, tmp_path: Path) -> list[str]:
    """What is wrong with the page numbers of the book's links on paper: a link target whose
    heading is not on the page the PDF says, a link without its page's number after it."""
    links, headings = book_links(name, lang)
    dests = destinations(data, tmp_path)
    texts = pages(data, tmp_path, layout=False)
    faults = [f"{target}: heading {heading!r} not on page {dests.get(target)}"
              for target, heading in headings.items()
              if target in dests and heading not in [" ".join(line.split()) for line in
                                                     texts[dests[target] - 1].splitlines()]]
    flowing = " ".join(" ".join(texts).split())
    if lang == "fa":  # laid out right to left, pdftotext's order is not the line's: count the numbers
        said = sorted(int(n.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")))
                      for n in re.findall(r"صفحه\S*\s?[^\s۰-۹]{0,3}([۰-۹]+)", flowing))
        wanted = sorted(dests[target] for target, _label, _cls in links)
        if said != wanted:
            faults.append(f"page numbers printed {said}, the links' pages {wanted}")
        return faults
    inside, own = PAGE_FORMS[lang]
    for target, label, cls in links:
        form = inside if cls == "unorules-page-in" else own
        if not re.search(re.escape(label) + form + f"{dests[target]}" + r"\b", flowing):
            faults.append(f"{label!r} without ' page {dests[target]}' after it")
    return faults


@pytest.mark.parametrize(("name", "lang"), [("russian", "ru"), ("turkish", "tr"), ("minion", "fa"),
                                            ("standard", "en"), ("partners", "ru")])
def test_links_on_paper_name_their_page(name: str, lang: str, tmp_path: Path) -> None:
    """The Russian reader (fourth reading): "see section X" on paper cannot be followed
    without its page. Every link in the PDF is followed by the page its target's heading
    is on, and every target is the page of its heading."""
    links, _headings = book_links(name, lang)
    assert links
    assert not page_number_faults(name, lang, pdf_of(name, lang), tmp_path)


def test_the_page_check_catches_a_book_without_numbers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf, "page_links_css", lambda lang: "")
    for name, lang in (("russian", "ru"), ("minion", "fa")):
        assert page_number_faults(name, lang, pdf_of(name, lang), tmp_path), (name, lang)


def test_the_page_check_catches_a_target_left_before_its_heading(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The target's empty span stayed at the foot of page 2 while the Russian book's
    "Подготовка" heading moved to page 3."""
    from unorules.docs import html

    good = book_links("russian", "ru")
    monkeypatch.setattr(html, "_TARGET_BEFORE_HEADING", re.compile(r"(?!)(x)(y)"))
    monkeypatch.setattr(sys.modules[__name__], "book_links", lambda name, lang: good)
    faults = page_number_faults("russian", "ru", pdf_of("russian", "ru"), tmp_path)
    assert any("rb-russian-ru-setup" in f for f in faults), faults
