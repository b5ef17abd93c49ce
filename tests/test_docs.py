"""The documentation: the site builds with -W, its examples run, and the rule books
are generated from the compiled rules (not copied from the variant files)."""

from __future__ import annotations

import contextlib
import functools
import io
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("sphinx")
pytest.importorskip("furo")

import docutils.core
from docutils import nodes

import unorules
from unorules.docs.rulebook import changes, deck_rows, display, dropped_clauses, rulebook
from unorules.ir.effects import sentence
from unorules.language.grammar import grammar_text

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def sphinx(src: Path, out: Path, *args: str, builder: str = "html", files: tuple[Path, ...] = (),
           own_process: bool | None = None) -> subprocess.CompletedProcess[str]:
    """A Sphinx build, its exit status and what it printed. The project's own docs build
    in a process of their own (their conf.py puts the checkout on sys.path), as does a
    build told to; a small site builds in this one: a fresh process costs 1.4 CPU-s to
    start and import Sphinx and the library, a build here 0.2 once Sphinx is imported."""
    argv = ["-b", builder, *args, str(src), str(out), *map(str, files)]
    if own_process or (own_process is None and src == DOCS):
        return subprocess.run([sys.executable, "-m", "sphinx", *argv], capture_output=True, text=True,
                              cwd=src, check=False)
    from sphinx.cmd.build import build_main

    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr), contextlib.chdir(src):
        code = build_main(argv)
    return subprocess.CompletedProcess(argv, code, stdout.getvalue(), stderr.getvalue())


@functools.cache
def doctree(text: str) -> nodes.document:
    """The document docutils reads from ``text``, read once per text: two tests read each
    bundled variant's book (its deck table, its notes), at a tenth of a second a book. The
    readers only look at it."""
    return docutils.core.publish_doctree(text, settings_overrides={"report_level": 5, "halt_level": 5})


def section(text: str, title: str) -> str:
    """The plain text of the section with this title."""
    for sec in doctree(text).findall(nodes.section):
        if sec.next_node(nodes.title).astext() == title:
            return str(sec.astext())
    raise AssertionError(f"no section {title!r}")


# --- the site ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The site built once with -W -n; the doctest build reuses its doctrees.

    Verification is left out here (it takes seconds per variant);
    test_a_page_shows_the_verification_results covers it on one page.
    """
    out = tmp_path_factory.mktemp("site")
    run = sphinx(DOCS, out / "html", "-W", "-n", "--keep-going", "-d", str(out / "doctrees"),
                 "-D", "unorules_verify=0")
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-5000:]
    yield out


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_html_builds_with_warnings_as_errors(site: Path) -> None:
    assert (site / "html" / "index.html").is_file()
    assert (site / "html" / "tutorial.html").is_file()


# What a reader must never see on a page: an error box (a Sphinx or docutils system
# message, or Furo's error admonition), an empty bullet (a "-" cell read as a list).
DEFECTS = {
    "a docutils/Sphinx system message": re.compile(r'class="[^"]*\bsystem-message\b'),
    "an error box": re.compile(r'class="(admonition )?error"|>ERROR: '),
    "text docutils could not parse": re.compile(r'class="problematic"'),
    "a bullet in a table cell": re.compile(r"<td>\s*<ul[^>]*>\s*<li>\s*(<p>\s*</p>)?\s*</li>"),
    "an empty list item": re.compile(r"<li>\s*(<p>\s*</p>)?\s*</li>"),
}


def rendering_defects(html: str) -> list[str]:
    # The search page's "please activate JavaScript" box is no defect of ours.
    html = re.sub(r"<noscript>.*?</noscript>", "", html, flags=re.S)
    return [what for what, pattern in DEFECTS.items() if pattern.search(html)]


def test_the_defect_check_catches_each_defect() -> None:
    assert rendering_defects("<table><td><p>3</p></td></table>") == []
    assert "a bullet in a table cell" in rendering_defects("<td><ul class=\"simple\">\n<li></li>\n</ul></td>")
    assert rendering_defects('<div class="admonition error"><p>ERROR</p></div>') == ["an error box"]
    assert "a docutils/Sphinx system message" in rendering_defects('<div class="system-message">x</div>')
    # ... and the docutils output of the old "-" cells has one.
    table = docutils.core.publish_string(".. list-table::\n\n   * - Wild\n     - -\n",
                                         writer="html5").decode()
    assert "a bullet in a table cell" in rendering_defects(table)


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_no_page_shows_a_rendering_defect(site: Path) -> None:
    found = {}
    for page in sorted((site / "html").rglob("*.html")):
        defects = rendering_defects(page.read_text(encoding="utf-8"))
        if defects:
            found[str(page.relative_to(site / "html"))] = defects
    assert not found, found


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_code_blocks_wrap_long_lines(site: Path) -> None:
    """A long line in a code block wraps instead of being cut off at the box's edge."""
    html = (site / "html" / "language.html").read_text(encoding="utf-8")
    assert "_static/unorules.css" in html
    css = (site / "html" / "_static" / "unorules.css").read_text(encoding="utf-8")
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rule = re.search(r"(?:^|\})\s*pre\b[^{]*\{([^}]*)\}", css, re.M)
    assert rule and "pre-wrap" in rule.group(1), css


def pages_with_examples(doctrees: Path) -> tuple[Path, ...]:
    """The pages whose doctree holds an example the doctest builder runs: a ``>>>`` block
    (a page's or a docstring's, through autodoc) or a node of a test directive (hidden ones
    too), read from the pickled bytes without unpickling them."""
    found = []
    for tree in sorted(doctrees.rglob("*.doctree")):
        data = tree.read_bytes()
        if b"doctest_block" in data or b"testnodetype" in data:
            found.append(DOCS / tree.relative_to(doctrees).with_suffix(".rst"))
    return tuple(found)


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_every_code_example_runs(site: Path) -> None:
    # Only the pages with examples: the builder would unpickle all 147 doctrees to find them
    # in six, more than half its time.
    files = pages_with_examples(site / "doctrees")
    assert {p.stem for p in files} >= {"api", "quickstart", "tutorial"} and all(p.is_file() for p in files)
    run = sphinx(DOCS, site / "doctest", "-d", str(site / "doctrees"), "-D", "unorules_verify=0",
                 builder="doctest", files=files)
    report = (site / "doctest" / "output.txt").read_text(encoding="utf-8")
    assert run.returncode == 0, report[-5000:] + run.stderr[-3000:]
    summary = report[report.index("Doctest summary"):]
    total = int(re.search(r"^\s+(\d+) tests", summary, re.M).group(1))  # type: ignore[union-attr]
    assert total >= 40, report[-2000:]
    assert "0 failures in tests" in report


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_every_bundled_variant_has_a_generated_page(site: Path) -> None:
    for name in unorules.variants():
        page = site / "html" / "variants" / f"{name}.html"
        assert page.is_file(), name
        html = page.read_text(encoding="utf-8")
        rules = unorules.load(name)
        assert f"The deck: {len(rules.deck)} cards" in html
        assert rules.title in html


# --- the language reference -------------------------------------------------------------------
def grammar_keywords() -> set[str]:
    """Every word the grammar spells out as a literal ("on", "per", "missed_uno", ...)."""
    text = grammar_text()
    text = re.sub(r"//[^\n]*", "", text)  # comments
    text = re.sub(r"/(?:[^/\\\n]|\\.)+/", "", text)  # regular-expression terminals
    literals = set(re.findall(r'"([^"\n]+)"', text))
    return {w for w in literals if re.fullmatch(r"[a-z_]+", w)}


def code_in(rst: str) -> str:
    """The text of the inline literals and literal blocks of a page."""
    parts = re.findall(r"``(.+?)``", rst)
    lines = rst.splitlines()
    in_block, indent = False, 0
    for line in lines:
        if in_block:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                in_block = False
            else:
                parts.append(line)
                continue
        if line.rstrip().endswith("::") or line.lstrip().startswith((".. code-block::", ">>>")):
            in_block, indent = True, len(line) - len(line.lstrip())
            if line.lstrip().startswith(">>>"):
                parts.append(line)
    return "\n".join(parts)


def test_grammar_keywords_are_found() -> None:
    words = grammar_keywords()
    # A sample from every part of the grammar, so an extraction bug cannot pass unseen.
    assert {"variant", "per", "face", "missed_uno", "guilty", "others", "holds", "stacks",
            "lowest", "ties", "colors"} <= words
    assert "NAME" not in words and "(" not in words


def test_language_reference_covers_every_keyword() -> None:
    from unorules.docs.reference import pages

    # The page, and the lists of primitives and subjects it includes (made from the registry).
    code = code_in((DOCS / "language.rst").read_text(encoding="utf-8")) + "\n".join(
        code_in(text) for text in pages().values())
    missing = sorted(w for w in grammar_keywords() if not re.search(rf"\b{w}\b", code))
    assert not missing, f"docs/language.rst never shows these keywords in code: {missing}"


def test_the_keyword_check_notices_a_missing_keyword() -> None:
    code = code_in("Intro ``play any card: always`` and\n\n.. code-block:: none\n\n   on skip: nothing\n")
    assert re.search(r"\bskip\b", code) and not re.search(r"\bwrong_card\b", code)


# --- the rule books --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def books() -> dict[str, tuple[unorules.Rules, str]]:
    return {name: (r := unorules.load(name), rulebook(r, verify=False)) for name in unorules.variants()}


def deck_table(text: str) -> tuple[int, list[list[str]]]:
    for table in doctree(text).findall(nodes.table):
        title = table.next_node(nodes.title)
        # A deck of two-sided cards is listed as dealt, its first side's faces up.
        m = re.fullmatch(r"The deck: (\d+) cards(?:, \w+ faces up)?", title.astext() if title else "")
        if m:
            rows = [[entry.astext() for entry in row.findall(nodes.entry)]
                    for row in table.findall(nodes.row)]
            return int(m.group(1)), rows
    raise AssertionError("no deck table")


@pytest.mark.parametrize("name", unorules.variants())
def test_deck_table_adds_up(name: str, books: dict[str, tuple[unorules.Rules, str]]) -> None:
    rules, text = books[name]
    total, rows = deck_table(text)
    header, *kinds, last = rows
    assert header[1:4] == ["Card", "How many", "Total"]
    assert total == len(rules.deck)
    assert sum(int(r[3]) for r in kinds) == total == int(last[3])
    # One row per run of number cards: standard's 0 and 1 to 9, then one per other kind.
    others = [k for k in rules.kinds if k.number is None and rules.on_side(k, 0)]
    # A card the variant's sheet names otherwise is called by that name, the official one beside it.
    from unorules.docs.rulebook import official, sheet_names

    with sheet_names(rules):
        expected = [display(k.name) + (f" (in the official rules: {official(k.name)})"
                                       if display(k.name) != official(k.name) else "") for k in others]
    assert [r[1] for r in kinds[-len(others):]] == expected
    for row, kind in zip(kinds[-len(others):], others, strict=True):
        assert int(row[3]) == kind.total(len(rules.colours)) and row[4] == str(kind.points)


def test_deck_rows_come_from_the_kinds() -> None:
    rules = unorules.loads("variant tiny\nextends standard\ncard skip: 3 per colour, scores 25\n"
                           "expect 112 cards\nwithout expect 25 cards per colour\n")
    row = next(r for r in deck_rows(rules) if r[1] == "skip")
    assert row[2:5] == ("3 of each colour", 12, 25)
    numbers = [r for r in deck_rows(rules) if r[0].startswith("number")]
    assert [r[0] for r in numbers] == ["number 0", "numbers 1 to 9"]


@pytest.mark.parametrize("name", unorules.variants())
def test_every_note_is_shown_once_and_no_rule_is_copied(
        name: str, books: dict[str, tuple[unorules.Rules, str]]) -> None:
    rules, text = books[name]
    shown = doctree(text).astext()
    dropped = dropped_clauses(rules)
    notes = [n for c in rules.clauses if c.key not in dropped for n in (*c.notes, *c.readings)]
    quotes = [q for c in rules.clauses if c.key not in dropped for q, _g in c.quotes]
    for quote in quotes:  # one quote may hold a shorter one
        assert quote in shown, quote
    for note in notes:
        assert shown.count(note) == 1, note
    for note in notes:
        shown = shown.replace(note, "")
    for clause in rules.clauses:
        assert clause.text not in shown, f"{clause.file}:{clause.line} copied into the rule book"
    if rules.about:
        assert rules.about in shown
    assert rules.title in shown


def test_sentences_come_from_the_primitives(tmp_path: Path) -> None:
    standard = unorules.load("standard")
    skip_before = sentence(standard.on_of["skip"])
    assert skip_before in rulebook(standard, verify=False)
    path = tmp_path / "harsh.uno"
    path.write_text("variant harsh\nextends standard\non skip: next draws 3, next loses turn\n", encoding="utf-8")
    harsh = unorules.load(path)
    after = sentence(harsh.on_of["skip"])
    assert after == "The next player draws 3 cards, then loses their turn."
    effects = section(rulebook(harsh, verify=False), "Skip")
    assert after in effects and skip_before not in effects
    # ... and the change is found by comparing the compiled rules.
    found = [c for c in changes(harsh, standard) if c.startswith("**Skip")]
    assert len(found) == 1 and "draws 3 cards" in found[0]


def test_changes_compare_meaning_not_text() -> None:
    same = unorules.loads("variant same\nextends standard\n"
                          "on draw_two: next draws 2,\n   next loses turn\n"
                          "play any card: same face or same colour\n")
    found = changes(same, same.parent_rules)
    # Reordering an 'or' is a different condition value, so it is reported; the
    # rewrapped effect list is the same value, so it is not.
    assert not any("Draw Two" in c and "when played" in c for c in found)
    assert any("when it may be played" in c for c in found)
    assert changes(unorules.loads("variant copy\nextends standard\n"), unorules.load("standard")) == []


def test_changes_of_a_seed_variant(books: dict[str, tuple[unorules.Rules, str]]) -> None:
    text = books["minion"][1]
    assert "What this variant changes" in text
    assert text.index("What this variant changes") < text.index("Object of the game")
    assert "**New card: Dumb Fu.**" in text
    assert "Wild is called Rainbow in this variant." in text
    assert "What this variant changes" not in books["standard"][1]


def test_removed_clause_notes_are_shown(tmp_path: Path) -> None:
    path = tmp_path / "calm.uno"
    path.write_text('variant calm\nextends standard\nwithout challenge wild_draw_four\n'
                    'note "We never challenge at this table."\n'
                    'on wild_draw_four: player chooses colour, next draws 4, next loses turn\n',
                    encoding="utf-8")
    text = doctree(rulebook(unorules.load(path), verify=False)).astext()
    assert "We never challenge at this table." in text
    assert "A Wild Draw Four can no longer be challenged." in text


def test_verification_section_reads_the_report() -> None:
    class Result:
        def __init__(self, prop: str, status: str, detail: str) -> None:
            self.prop, self.status, self.detail = prop, status, detail

    class Report:
        results = (Result("deck_counts", "proved", "108 cards"),
                   Result("no_deadlock", "refuted", "player 2 stuck"))

    rules = unorules.load("standard")
    text = doctree(rulebook(rules, verifier=lambda r: Report())).astext()
    assert "deck counts" in text and "player 2 stuck" in text and "refuted" in text

    def missing(r: Any) -> Any:
        raise ImportError("no z3")

    assert "Verification is not available here" in rulebook(rules, verifier=missing)
    assert "what the verifier checked" not in rulebook(rules, verify=False)


def test_the_tutorial_variant_compiles() -> None:
    """The fast tier's part of the next test: the tutorial's file as the tutorial says it."""
    rules = unorules.load(DOCS / "tutorial" / "my_house_rule.uno")
    assert len(rules.deck) == 110 and rules.parent == "standard"


@pytest.mark.slow  # a site built with proofs and the whole verifier, in a process of its own: 3 s of CPU
def test_the_tutorial_variant_compiles_and_verifies(tmp_path: Path) -> None:
    """Its page, built with verification on, shows every property proved; the proofs are
    the build's own, read back from its cache by the file's content (no second run)."""
    from unorules.docs import proofs

    cache = tmp_path / "proofs"
    src = small_site(tmp_path, "Rules\n=====\n\n.. unorules:variant:: my_house_rule.uno\n",
                     {"my_house_rule.uno": (DOCS / "tutorial" / "my_house_rule.uno").read_text(encoding="utf-8")},
                     verify=True, proof_cache=cache)
    run = sphinx(src, tmp_path / "out", "-W", own_process=True)  # the cache is read in another process
    assert run.returncode == 0, run.stderr
    html = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    if proofs.available() is not None:
        assert "Verification is not available here" in html
        pytest.skip("unorules.verify or z3 is not available")
    rules = unorules.load(src / "my_house_rule.uno")
    assert len(rules.deck) == 110 and rules.parent == "standard"
    said: list[str] = []
    rows = proofs.prove(rules, progress=said.append, cache_dir=cache)
    key = proofs.cache_key(rules)
    assert said == [f"my_house_rule: proofs unchanged, read from {cache / f'my_house_rule-{key}.json'}"]
    # Any change to the file is another key, so the cache cannot answer for a changed variant.
    (src / "my_house_rule.uno").write_text((src / "my_house_rule.uno").read_text(encoding="utf-8") + "# edited\n",
                                           encoding="utf-8")
    assert proofs.cache_key(unorules.load(src / "my_house_rule.uno")) != key
    status = [row["status"] for row in rows]
    assert {row["prop"] for row in rows} >= {"deck", "conservation", "engine agrees"}
    assert set(status) <= {"proved", "searched", "cross-checked"}, rows  # every property holds
    # A searched check is printed with its bound, and the engine cross-check as such: neither is called proved.
    assert status.count("cross-checked") == 1
    assert html.count("<td><p>proved</p></td>") == status.count("proved") > 0
    assert html.count("searched") >= status.count("searched") and "seeded games" in html
    assert "cross-checked on the engine (" in html


# --- the Sphinx extension on its own docs folder ---------------------------------------------------
def small_site(tmp_path: Path, page: str, files: dict[str, str], verify: bool = False,
               proof_cache: Path | None = None) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    cache = "" if proof_cache is None else f"unorules_proof_cache = {str(proof_cache)!r}\n"
    (src / "conf.py").write_text(f'extensions = ["unorules.docs.sphinxext"]\nunorules_verify = {verify}\n{cache}',
                                 encoding="utf-8")
    (src / "index.rst").write_text(page, encoding="utf-8")
    for name, text in files.items():
        (src / name).write_text(text, encoding="utf-8")
    return src


def test_a_broken_variant_fails_the_build_naming_file_and_line(tmp_path: Path) -> None:
    src = small_site(tmp_path, "Rules\n=====\n\n.. unorules:variant:: broken.uno\n",
                     {"broken.uno": "variant broken\nextends standard\non skip next loses turn\n"})
    for args in (("-W",), ()):
        run = sphinx(src, tmp_path / f"out{len(args)}", *args)
        assert run.returncode != 0, run.stderr
        assert f"{src / 'broken.uno'}:3" in run.stderr, run.stderr
        assert "on skip next loses turn" in run.stderr  # the offending line, quoted


def test_an_unknown_variant_name_fails_the_build(tmp_path: Path) -> None:
    src = small_site(tmp_path, "Rules\n=====\n\n.. unorules:variant:: no_such_variant\n", {})
    run = sphinx(src, tmp_path / "out", "-W")
    assert run.returncode != 0 and "no bundled variant named 'no_such_variant'" in run.stderr


def test_pages_rebuild_when_a_variant_or_its_parent_changes(tmp_path: Path) -> None:
    parent = "variant base\nextends standard\non skip: next loses turn\n"
    child = "variant child\nextends base\ntitle \"Child\"\n"
    src = small_site(tmp_path, "Rules\n=====\n\n.. unorules:variant:: child.uno\n",
                     {"base.uno": parent, "child.uno": child})
    out = tmp_path / "out"
    html = out / "index.html"
    assert sphinx(src, out, "-W").returncode == 0
    assert "The next player loses their turn." in html.read_text(encoding="utf-8")
    (src / "base.uno").write_text(parent.replace("next loses turn", "next draws 1, next loses turn"),
                                  encoding="utf-8")
    assert sphinx(src, out, "-W").returncode == 0  # same output folder: an incremental build
    assert "The next player draws 1 card, then loses their turn." in html.read_text(encoding="utf-8")
    (src / "child.uno").write_text(child.replace('"Child"', '"Renamed child"'), encoding="utf-8")
    assert sphinx(src, out, "-W").returncode == 0
    assert "Renamed child" in html.read_text(encoding="utf-8")


# --- the command -------------------------------------------------------------------------------------
def test_unorules_docs_writes_the_rule_book(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from unorules.cli import build

    out = tmp_path / "standard.rst"
    result = CliRunner().invoke(build(), ["docs", "standard", "-o", str(out), "--no-verify"])
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8") == rulebook(unorules.load("standard"), verify=False)
    printed = CliRunner().invoke(build(), ["docs", "seven_zero", "--no-verify"])
    assert printed.exit_code == 0 and "House rule: seven-zero" in printed.output
    bad = CliRunner().invoke(build(), ["docs", "no_such_variant"])
    assert bad.exit_code != 0


def test_reference_lists_every_limit() -> None:
    from unorules.language import limits

    text = (Path(__file__).parent.parent / "docs" / "language.rst").read_text(encoding="utf-8")
    for name, value, what in limits.TABLE:
        assert f"   * - {name}\n     - {value}\n     - {what}\n" in text, name


# --- notes a child's rules contradict ------------------------------------------------------------
def contradictions(rules: unorules.Rules, text: str) -> list[str]:
    """Notes on the page that speak of a rule this variant does not have."""
    shown = [n for c in rules.clauses for n in c.notes if n in text]
    found = []
    for note in shown:
        if re.search(r"\bchalleng", note, re.I) and not rules.challenges:
            found.append(note)
        if re.search(r"\bstack", note, re.I) and not rules.stacks and "no stack" not in note.lower():
            found.append(note)
    return found


@pytest.mark.parametrize("name", unorules.variants())
def test_no_shown_note_contradicts_the_rules(name: str, books: dict[str, tuple[unorules.Rules, str]]) -> None:
    rules, text = books[name]
    assert contradictions(rules, text) == []


def test_an_inherited_note_the_child_contradicts_is_dropped(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "base.uno").write_text(
        "variant base\nextends standard\nrequire wild_draw_four: no card of active colour in hand\n"
        'note "Breaking this is a bluff that only a challenge punishes."\n', encoding="utf-8")
    (tmp_path / "child.uno").write_text(
        "variant child\nextends base\nwithout challenge wild_draw_four\n"
        "on wild_draw_four: player chooses colour, next draws 4, next loses turn\n", encoding="utf-8")
    child = unorules.load(tmp_path / "child.uno")
    assert contradictions(child, rulebook(child, verify=False)) == []
    # Without the drop, the check finds the parent's note on the child's page.
    import unorules.docs.rulebook as rb

    monkeypatch.setattr(rb, "dropped_clauses", lambda rules: set())
    assert contradictions(child, rb.rulebook(child, verify=False)) == [
        "Breaking this is a bluff that only a challenge punishes."]


# --- pictures -------------------------------------------------------------------------------------
def test_card_pictures_follow_any_colour_list_and_new_kinds() -> None:
    from unorules.docs.pictures import card_svg, colour_hex, face

    rules = unorules.loads("variant odd\nextends standard\ncolours red, teal, mauve\n"
                           "without expect 108 cards\nwithout expect 25 cards per colour\n"
                           "card zap: 1 per colour, scores 30\non zap: next draws 3\nstart zap: nothing\n")
    zap = rules.kind_of["zap"]
    assert face(rules, zap) == "+3"
    wild = card_svg(rules, rules.kind_of["wild"], None)
    # a wild is filled with one wedge per colour of the variant, whatever they are called
    assert wild.count("<path") == 3 and colour_hex("mauve") in wild and colour_hex("teal") in wild
    assert colour_hex("mauve").startswith("#") and len(colour_hex("mauve")) == 7
    assert colour_hex("mauve") in card_svg(rules, zap, "mauve")


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_rule_book_pages_carry_card_pictures(site: Path) -> None:
    html = (site / "html" / "variants" / "minion.html").read_text(encoding="utf-8")
    assert html.count('class="unorules-card') >= 20 and "data:image/svg+xml;base64," in html


@pytest.mark.slow  # the whole site (~30 s at idle); small_site's tests build the same extension fast
def test_persian_pages_are_right_to_left(site: Path) -> None:
    fa = (site / "html" / "variants" / "fa" / "minion.html").read_text(encoding="utf-8")
    assert '<div dir="rtl" lang="fa"' in fa and "تفاوت‌های این بازی" in fa
    tr = (site / "html" / "variants" / "tr" / "turkish.html").read_text(encoding="utf-8")
    from unorules.i18n import _, language

    with language("tr"):
        assert 'dir="rtl"' not in tr and _("Object of the game") in tr
    # The sheet's own words are for the variant's designers: the English book's appendix
    # quotes them, no player's page does.
    quotes = [q for c in unorules.load("turkish").clauses for q, _g in c.quotes if '"' not in q]
    en = (site / "html" / "variants" / "turkish.html").read_text(encoding="utf-8")
    assert quotes and all(q in en for q in quotes) and not any(q in tr for q in quotes)


def test_unorules_docs_writes_other_languages_and_html(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from unorules.cli import build

    out = tmp_path / "minion.html"
    result = CliRunner().invoke(build(), ["docs", "minion", "--lang", "fa", "--format", "html", "--no-verify",
                                          "-o", str(out)])
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    assert '<html dir="rtl"' in html and "data:image/svg+xml;base64," in html
    assert "تفاوت‌های این بازی" in html
    helped = CliRunner().invoke(build(), ["docs", "--help"])
    assert "--no-verify" in helped.output and "cache" in helped.output


def test_proofs_are_cached_by_the_variant_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.docs import proofs

    calls: list[str] = []

    class Result:
        def __init__(self, prop: str) -> None:
            self.prop, self.status, self.detail, self.seconds = prop, "proved", "fine", 0.0

    class Verify:
        __file__ = str(tmp_path / "verify" / "__init__.py")

        @staticmethod
        def verify(rules: Any, progress: Any = None) -> Any:
            calls.append(rules.name)
            results = []
            for prop in ("deck", "claims", "deal"):
                progress(prop, None)
                if prop == "claims":  # the variant claims nothing: told again, with no result
                    progress(prop, None)
                    continue
                results.append(Result(prop))
                progress(prop, results[-1])
            return type("Report", (), {"results": tuple(results)})()

    monkeypatch.setattr(proofs, "_module", lambda name: Verify)
    monkeypatch.setattr(proofs, "properties", lambda: ["deck", "claims", "deal"])
    path = tmp_path / "mine.uno"
    path.write_text("variant mine\nextends standard\non skip: next loses turn\n", encoding="utf-8")
    said: list[str] = []
    first = proofs.prove(unorules.load(path), progress=said.append, cache_dir=tmp_path / "cache")
    # One run for every property, each told as it starts and ends.
    assert calls == ["mine"] and [r["prop"] for r in first] == ["deck", "deal"]
    assert said == ["mine: [1/3] deck ...", "mine: [1/3] deck: proved (0.0s)", "mine: [2/3] claims ...",
                    "mine: [3/3] deal ...", "mine: [3/3] deal: proved (0.0s)"]
    again = proofs.prove(unorules.load(path), progress=said.append, cache_dir=tmp_path / "cache")
    assert again == first and len(calls) == 1  # unchanged: read back, no solver run
    path.write_text(path.read_text(encoding="utf-8") + "deal 8 cards\n", encoding="utf-8")
    proofs.prove(unorules.load(path), cache_dir=tmp_path / "cache")
    assert len(calls) == 2  # the file changed: proved again


def test_quick_start_lists_every_exit_status() -> None:
    from unorules.errors import EXIT_STATUSES

    text = (Path(__file__).parent.parent / "docs" / "quickstart.rst").read_text(encoding="utf-8")
    for code, meaning in EXIT_STATUSES:
        assert f"   * - {code}\n     - {meaning}\n" in text, code


def test_docs_says_which_property_it_proves_unless_quiet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """'docs' proves for seconds to minutes: each property is told on standard error as it
    starts and ends, and -q says nothing there (the book is still written)."""
    from click.testing import CliRunner

    from unorules.cli import build
    from unorules.docs import proofs

    class Result:
        def __init__(self, prop: str) -> None:
            self.prop, self.status, self.detail, self.seconds = prop, "proved", "fine", 0.0
            self.verdict, self.ok, self.variant = "proved", True, "standard"

    class Verify:
        __file__ = str(tmp_path / "verify" / "__init__.py")

        @staticmethod
        def verify(rules: Any, progress: Any = None) -> Any:
            results = []
            for prop in ("deck", "deal"):
                progress(prop, None)
                results.append(Result(prop))
                progress(prop, results[-1])
            return type("Report", (), {"results": tuple(results)})()

        @staticmethod
        def require_z3() -> None:
            pass

    monkeypatch.setattr(proofs, "_module", lambda name: Verify)
    monkeypatch.setattr(proofs, "properties", lambda: ["deck", "deal"])
    for quiet, cache in ((False, "a"), (True, "b")):
        out = tmp_path / f"{cache}.rst"
        result = CliRunner().invoke(build(), ["docs", "standard", "-o", str(out), "--cache-dir",
                                              str(tmp_path / cache), *(["-q"] if quiet else [])])
        assert result.exit_code == 0, result.output
        assert out.stat().st_size > 1000
        told = [line for line in result.stderr.splitlines() if "[2/2] deal" in line or "[1/2] deck" in line]
        assert (told == []) == quiet, result.stderr
