"""A variant file's text reaches its rule book as text, never as markup.

A house-rule file is shared between players, so whoever renders one must be safe: a
line break inside a ``note`` once started a new line of the generated
reStructuredText, and ``.. include::`` put a file of the renderer's machine into the
page, ``.. raw:: html`` a live script. Every string a variant writes (title, about,
note, quote and its gloss, reading) is rendered here with hostile content, in every
language and every output (the reStructuredText as docutils reads it, the standalone
HTML of ``unorules docs``, a Sphinx site), and each must print exactly as written.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from tiers import split

pytest.importorskip("docutils")

import docutils.core
from docutils import nodes

import unorules
from unorules.docs.cli import to_html
from unorules.docs.rulebook import esc, rulebook

LANGUAGES = ("en", "fa", "tr", "ru")
SECRET = "SECRET-7f3a9c-never-shown"
URL = "https://evil.example/x"


def payloads(secret: Path) -> list[str]:
    return [
        f".. include:: {secret}",
        f"Skips are fun.\n\n.. include:: {secret}\n",
        ".. raw:: html\n\n   <script>alert('pwned-raw')</script>\n",
        "<script>alert('pwned-plain')</script> <img src=x onerror=alert(1)>",
        f"`click <{URL}>`_ and {URL} and mail@evil.example and <{URL}>",
        ".. |sub| replace:: SUBSTITUTED\n\n|sub| twice |sub|",
        f":raw-html:`<b>bold</b>` :ref:`x` :download:`{secret}` :math:`x^2`",
        "* star\n- dash\n1. one\n#. auto\n(a) paren\n\u2022 bullet\niv) roman",
        "Title\n=====\n\nterm\n    definition\n\n>>> print(1)\n\n| line block",
        "[#]_ footnote, [CIT]_ citation\n\n.. [#] footnote text\n.. [CIT] citation text",
        "**bold** *emphasis* ``literal`` `interpreted` _`target` name_ anonymous__",
        f".. image:: {secret}\n.. figure:: file:///etc/passwd\n.. csv-table::\n   :file: {secret}",
        "    indented block\n\n::\n\n    literal after a double colon",
        "carriage\r\nreturn\rseparator\u2028vertical\x0bform\x0cnext\x85end\x00null\x1bescape",
        f".. _evil: {URL}\n\nevil_ and `evil`_\n\n.. sidebar:: side\n\n   .. include:: {secret}",
        "\\.\\. include\\:\\: escaped already \\\\",
        "\u202eRTL override\u202c and \u200fmark \u0645\u062a\u0646 \u0641\u0627\u0631\u0633\u06cc",
    ]


def uno_string(text: str) -> str:
    """``text`` as a string literal of the variant language."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append(f"\\u{ord(ch):04x}")
    return '"' + "".join(out) + '"'


def hostile_variant(payload: str, index: int) -> str:
    s = uno_string(payload)
    return (f"variant hostile_{index}\nextends standard\ntitle {s}\nabout {s}\n"
            f"on skip: next loses turn\nnote {s}\nquote {s} means {s}\nreading {s}\n"
            f"on reverse: reverse, next loses turn if 2 players\nnote {s}\n")


def visible(payload: str) -> list[str]:
    """What a reader must see of ``payload``: each of its lines, spaces collapsed
    (control characters show as spaces)."""
    cleaned = re.sub(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]", " ", payload)
    return [" ".join(line.split()) for line in cleaned.splitlines() if line.split()]


def plain(text: str) -> str:
    return " ".join(text.split())


def languages_in_turn(index: int) -> tuple[str, str]:
    """The languages the costly outputs (a Sphinx site, a PDF) render payload ``index`` in:
    English, whose book alone has every place a variant writes (the appendix quotes the
    sheet's words and their glosses), and one other in turn. The escape is made before
    any language is chosen and the fast test reads every payload in every language, so
    every pair again would lay out the same text three more times (twice the CPU)."""
    others = LANGUAGES[1:]
    return ("en", others[index % len(others)])


@pytest.fixture(scope="module")
def secret(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("secret") / "secret.txt"
    path.write_text(SECRET + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def variants(secret: Path) -> list[tuple[str, unorules.Rules]]:
    return [(p, unorules.loads(hostile_variant(p, i))) for i, p in enumerate(payloads(secret))]


def shape(tree: nodes.document) -> Counter[str]:
    """How many nodes of each kind a document has, paragraphs and text aside (a
    payload's lines are paragraphs of their own)."""
    return Counter(type(n).__name__ for n in tree.findall(nodes.Element)
                   if not isinstance(n, nodes.paragraph | nodes.system_message))


def check_doctree(tree: nodes.document, payload: str, control: nodes.document) -> None:
    """Nothing of the payload was obeyed: the book has exactly the structure it has with
    plain words in the same places (no file read, no raw output, link, image, list,
    footnote, substitution or target made), no warning, and every line of the payload
    printed as written."""
    text = plain(tree.astext())
    assert SECRET not in text
    assert shape(tree) == shape(control), shape(tree) - shape(control)
    for node in tree.findall(nodes.system_message):
        # The book's own sections may repeat a title (an INFO message); a warning or an
        # error means some text was read as markup.
        assert node["level"] <= 1, node.pformat()[:500]
    for ref in tree.findall(nodes.reference):
        assert "evil" not in ref.get("refuri", ""), ref.pformat()
    for line in visible(payload):
        assert line in text, (line, text[:2000])


def read_rst(rst: str) -> nodes.document:
    # Every docutils feature on, as another tool might read the .rst file.
    return docutils.core.publish_doctree(rst, settings_overrides={
        "report_level": 5, "halt_level": 5, "file_insertion_enabled": True, "raw_enabled": True})


def test_esc_prints_every_character_as_written() -> None:
    for text in ("a *b* `c` |d| e_ [1]_ :r:`x` .. x:: y", "- list", "1. one", "\u2022 x", "x\n\ny\nz",
                 "A. Einstein", "iv) four", "see https://x.example/a or mailto:a@b.c, a@b.c", "end::",
                 ".. _t: https://x.example", "=====", ":field: value", "word_ and `ref`_ and |s|_"):
        tree = docutils.core.publish_doctree(esc(text), settings_overrides={"report_level": 5})
        assert plain(tree.astext()) == plain(text.replace("\n", " ")), text
        assert [type(n).__name__ for n in tree.children] == ["paragraph"] * len(visible(text)), text
        assert not list(tree.findall(nodes.reference)), text
    # Prose stays readable in the .rst file.
    assert esc("It may be played (any colour), then: the next player draws 2.") == (
        "It may be played (any colour), then: the next player draws 2.")


# The fast tier: English and Persian (right to left); every language in the slow tier.
@pytest.mark.parametrize("lang", split(LANGUAGES, {"en", "fa"}))
def test_hostile_text_is_text_in_the_rst_and_html(lang: str, variants: list[tuple[str, unorules.Rules]]) -> None:
    control = read_rst(rulebook(unorules.loads(hostile_variant("plain words", 99)), verify=False, lang=lang))
    for payload, rules in variants:
        rst = rulebook(rules, verify=False, lang=lang)
        assert SECRET not in rst
        check_doctree(read_rst(rst), payload, control)
        html = to_html(rst, lang)
        assert SECRET not in html
        assert "<script" not in html and "onerror=" not in html.replace("onerror=alert", "")
        assert 'href="' + URL not in html and "<img src=x" not in html


def test_the_check_sees_an_injection(secret: Path) -> None:
    """Without the escape the old way (a note spliced in as written), the same check
    fails: it would have caught the bug."""
    def spliced(note: str) -> nodes.document:
        return read_rst(f"Title\n=====\n\n.. note::\n\n   {note.replace(chr(10), chr(10) + '   ')}\n")

    control = spliced("plain words")
    for payload in payloads(secret):
        if ".. include::" in payload or ".. raw::" in payload:
            with pytest.raises(AssertionError):
                check_doctree(spliced(payload), payload, control)


@pytest.mark.slow  # a Sphinx build of every hostile book: 7 s of CPU; the rst and html paths stay fast
def test_hostile_text_is_text_in_a_sphinx_site(tmp_path: Path, secret: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text("extensions = ['unorules.docs.sphinxext']\nunorules_verify = False\n"
                                 "html_theme = 'alabaster'\n", encoding="utf-8")
    # The site's own folder holds a secret too: a relative include would find it.
    (src / "secret.txt").write_text(SECRET + "\n", encoding="utf-8")
    pages = []
    hostile = [*payloads(secret), ".. include:: secret.txt"]
    for i, p in enumerate(hostile):
        (src / f"v{i}.uno").write_text(hostile_variant(p, i), encoding="utf-8")
        body = "\n".join(f".. unorules:variant:: v{i}.uno\n   :lang: {lang}\n" for lang in languages_in_turn(i))
        (src / f"page{i}.rst").write_text(f"Page {i}\n{'=' * 10}\n\n{body}", encoding="utf-8")
        pages.append(f"page{i}")
    (src / "index.rst").write_text("Index\n=====\n\n.. toctree::\n\n" + "".join(f"   {p}\n" for p in pages),
                                   encoding="utf-8")
    out = tmp_path / "out"
    # Built in this process (a fresh one costs 1.4 CPU-s to start and import Sphinx).
    from sphinx.cmd.build import build_main

    said = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(said):
        code = build_main(["-b", "html", "-q", str(src), str(out)])
    stderr = said.getvalue()
    assert code == 0, stderr[-3000:]
    assert "include" not in stderr and "raw" not in stderr, stderr[-3000:]
    for page, payload in zip(pages, hostile, strict=True):
        html = (out / f"{page}.html").read_text(encoding="utf-8")
        body = html[html.index("<body"):]
        assert SECRET not in html
        # The theme's own scripts are in the page; the payload's only as text.
        assert "<script>alert(" not in body and "<img src=x" not in body, page
        if "<script>" in payload:
            assert "&lt;script&gt;alert(" in body, page
        assert 'href="' + URL not in html and "SUBSTITUTED twice" not in html


def test_the_docs_command_renders_hostile_text_as_text(tmp_path: Path, secret: Path) -> None:
    from click.testing import CliRunner

    from unorules.cli import build

    file = tmp_path / "hostile.uno"
    file.write_text(hostile_variant(f"Skips are fun.\n\n.. include:: {secret}\n"
                                    ".. raw:: html\n\n   <script>alert(1)</script>", 0), encoding="utf-8")
    for lang in LANGUAGES:
        out = tmp_path / f"book-{lang}.html"
        result = CliRunner().invoke(build(), ["docs", str(file), "--format", "html", "--lang", lang,
                                              "--no-verify", "-o", str(out)])
        assert result.exit_code == 0, result.output
        html = out.read_text(encoding="utf-8")
        assert SECRET not in html and "<script" not in html
        assert "Skips are fun." in html and ".. include::" in html


def live_links(pdf: Path) -> list[str]:
    """The addresses a reader can follow out of ``pdf`` (its link annotations)."""
    rows = subprocess.run(["pdfinfo", "-url", str(pdf)], capture_output=True, text=True, check=True).stdout
    return [row.split()[-1] for row in rows.splitlines()[1:] if row.split()]


@pytest.mark.slow  # WeasyPrint lays out the hostile books: 13 s of CPU; the rst and html paths stay fast
def test_hostile_text_is_text_in_the_pdf(tmp_path: Path, secret: Path,
                                         variants: list[tuple[str, unorules.Rules]]) -> None:
    """On paper too: no file is read, no markup obeyed, and the text is printed (the
    payloads that would read a file, pass HTML through or make a link, each in English
    and one other language in turn: every language lays some out)."""
    pytest.importorskip("weasyprint")
    import shutil

    if shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None:
        pytest.skip("poppler's pdftotext and pdfinfo are not installed")
    from unorules.docs.pdf import to_pdf

    # The link check sees a link that is made.
    (tmp_path / "linked.pdf").write_bytes(to_pdf(f"Title\n=====\n\n`click <{URL}>`_\n", "en"))
    assert live_links(tmp_path / "linked.pdf") == [URL]
    dangerous = [(p, r) for p, r in variants if any(k in p for k in (".. include::", ".. raw::", "<script>",
                                                                     "https://", ".. image::"))]
    assert len(dangerous) >= 5
    laid = [(lang, i, p, r) for i, (p, r) in enumerate(dangerous) for lang in languages_in_turn(i)]
    assert {lang for lang, *_ in laid} == set(LANGUAGES)
    # A script printed as text is read back in English and in another language that pdftotext
    # gives back in reading order (not Persian).
    scripts = {lang for lang, _i, p, _r in laid if "<script>" in p}
    assert "en" in scripts and scripts & {"tr", "ru"}
    for lang, i, payload, rules in laid:
        data = to_pdf(rulebook(rules, verify=False, lang=lang), lang)
        path = tmp_path / f"{lang}-{i}.pdf"
        path.write_bytes(data)
        text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                              check=True).stdout
        flat = plain(re.sub("[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]", "", text))
        assert SECRET not in flat, (lang, payload)
        # The PDF's objects are compressed, so a live link is not in its bytes as written:
        # pdfinfo lists the link annotations.
        assert live_links(path) == [], (lang, payload)
        if lang in ("en", "tr", "ru") and "<script>" in payload:
            assert "<script>alert(" in flat, (lang, flat[:500])  # printed as text
