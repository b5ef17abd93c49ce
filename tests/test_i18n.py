"""The rule books in every language: each message has a translation, and the English
the primitives and sections produce has none of the known defects."""

from __future__ import annotations

import re
from pathlib import Path

import docutils.core
import pytest
from docutils import nodes

pytest.importorskip("babel")

import unorules
from unorules.docs.rulebook import rulebook
from unorules.i18n import LANGUAGES, language, recording_missing
from unorules.i18n.catalogs import missing

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_has_a_translation(lang: str) -> None:
    lacking = missing(lang)
    assert not lacking, "\n".join(
        f"unorules/locale/{lang}/LC_MESSAGES/unorules.po: add msgid {msgid!r}"
        + (f" (msgctxt {ctx!r})" if ctx else "") + f", used at {where[0]}"
        + " — run `python -m unorules.i18n.catalogs` to add the empty entry"
        for (ctx, msgid), where in lacking)


def test_the_extraction_is_read_again_when_a_file_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The messages are kept by the digest of the files they were read from: a sentence
    added, changed or moved to another file is seen at once."""
    from unorules.i18n import catalogs

    monkeypatch.setattr(catalogs, "PACKAGE", tmp_path)
    (tmp_path / "a.py").write_text('_("one")\n', encoding="utf-8")
    assert catalogs.extract() == {(None, "one"): (None, ["unorules/a.py:1"])}
    (tmp_path / "a.py").write_text('_("two")\n', encoding="utf-8")  # the same size, another sentence
    assert list(catalogs.extract()) == [(None, "two")]
    (tmp_path / "b.py").write_text('\n_("two")\n', encoding="utf-8")
    assert catalogs.extract()[(None, "two")][1] == ["unorules/a.py:1", "unorules/b.py:2"]
    catalogs.extract()[(None, "two")][1].clear()  # what a caller does to its copy stays there
    assert catalogs.extract()[(None, "two")][1] == ["unorules/a.py:1", "unorules/b.py:2"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_catalog_keeps_a_message_no_code_asks_for(lang: str, tmp_path: Path) -> None:
    from unorules.i18n import catalog_path
    from unorules.i18n.catalogs import unused

    assert unused(lang) == [], "run `python -m unorules.i18n.catalogs` to drop them"
    # The check finds a reworded sentence's old entry, and leaves a variant's card names alone.
    stale = tmp_path / "stale.po"
    stale.write_bytes(catalog_path(lang).read_bytes() + b'\nmsgid "a sentence reworded long ago"\nmsgstr "x"\n'
                      b'\nmsgctxt "card"\nmsgid "Card From A Variant"\nmsgstr "y"\n')
    assert unused(lang, stale) == [(None, "a sentence reworded long ago")]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_catalog_says_where_its_messages_are_used(lang: str, tmp_path: Path) -> None:
    """A translator follows an entry's ``#:`` line to the code that says the sentence;
    one left behind by a sentence that moved to another file sends them elsewhere."""
    from babel.messages.pofile import read_po

    from unorules.i18n import DOMAIN, catalog_path
    from unorules.i18n.catalogs import misplaced, update

    assert misplaced(lang) == [], "run `python -m unorules.i18n.catalogs` to correct the #: lines"
    # A reference to a file that no longer says the sentence is found, and the update
    # corrects it without touching a translation.
    text = catalog_path(lang).read_text(encoding="utf-8")
    line = re.search(r"^#: unorules/docs/rulebook\.py$", text, re.M)
    assert line is not None
    moved = tmp_path / "moved.po"
    moved.write_text(text.replace(line.group(0), "#: unorules/docs/pdf.py", 1), encoding="utf-8")
    found = misplaced(lang, moved)
    assert len(found) == 1 and any(w.startswith("unorules/docs/rulebook.py:") for w in found[0][1])
    assert update(lang, moved) == 0
    assert misplaced(lang, moved) == []
    with catalog_path(lang).open("rb") as a, moved.open("rb") as b:
        before, after = read_po(a, locale=lang, domain=DOMAIN), read_po(b, locale=lang, domain=DOMAIN)
    assert {(m.context, str(m.id)): m.string for m in before} == {(m.context, str(m.id)): m.string for m in after}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_rule_book_looks_up_only_translated_messages(lang: str) -> None:
    with recording_missing() as lost:
        for name in unorules.variants():
            rulebook(unorules.load(name), verify=False, lang=lang)
    assert not lost, sorted(lost)


def primitive_sentences() -> dict[str, str]:
    """Every registered primitive's sentence, from its own example, with every message
    of the catalogs marked."""
    from test_registry import _primitives

    from unorules.i18n import marking
    from unorules.ir.primitive import load_all
    from unorules.language.parser import parse

    out = {}
    for name, cls in sorted(load_all().items()):
        clauses = parse("variant example\n" + cls.example + "\n")
        found = [p for p in _primitives(clauses[1]) if type(p) is cls]
        assert found, f"{name}: its example {cls.example!r} does not use it"
        with language("fa"), marking():
            out[f"{cls.__module__} ({cls.example})"] = found[0].english()
    return out


def test_every_primitive_speaks_through_the_catalogs() -> None:
    """A new primitive's english() must build its sentence from catalog messages: this
    names any whose words would reach a Persian, Turkish or Russian book in English."""
    from unorules.i18n import unmarked

    leaks = {where: text for where, text in primitive_sentences().items()
             if re.search(r"[A-Za-z]{2,}", unmarked(text))}
    assert not leaks, "\n".join(
        f"{where}: english() returns words outside _()/ngettext(): {unmarked(text)!r}; write them as "
        "_(\"... {who} ...\", who=the(self.who)), run `python -m unorules.i18n.catalogs` and translate the new "
        "entries in unorules/locale/*/LC_MESSAGES/unorules.po" for where, text in leaks.items())


def test_the_leak_check_finds_a_plain_string() -> None:
    from unorules.i18n import _, marking, unmarked

    with language("fa"), marking():
        good = _("{who} loses their turn", who=_("the next player"))
        bad = f"{_('the next player')} loses their turn"
    assert unmarked(good) == "" and "loses their turn" in unmarked(bad)


def test_a_missing_translation_is_found() -> None:
    with language("fa"), recording_missing() as lost:
        from unorules.i18n import _
        _("a sentence no catalog has")
    assert lost == {(None, "a sentence no catalog has")}


# Defects a reader notices in generated English; each pattern is shown catching its case.
DEFECTS = {
    "a capital after a colon inside a sentence": re.compile(r"[a-z]: [A-Z][a-z]+ (?:player|next|card)"),
    "'and:'": re.compile(r"\band:"),
    "'may not be played cannot be played'": re.compile(r"may not be played cannot be played"),
    "'When played:' as a sentence opener": re.compile(r"(?:^|\. )When played: "),
    "a doubled word": re.compile(r"\b(\w+) \1\b"),
    "'is counts'": re.compile(r"\bis counts\b"),
    "'(see Challenges)' pointing at no section": re.compile(r"see Challenges"),
}


def sentences_of(rst: str) -> str:
    """The running text of a page, one paragraph a line, without its bold labels
    ("**If caught:** The caught player ..." is a label and a sentence, no defect)."""
    tree = docutils.core.publish_doctree(rst, settings_overrides={"report_level": 5})
    return "\n".join("".join(child.astext() for child in para.children if not isinstance(child, nodes.strong))
                     for para in tree.findall(nodes.paragraph))


def defects(text: str) -> list[str]:
    return [what for what, pattern in DEFECTS.items() if pattern.search(text)]


def test_the_defect_patterns_catch_the_old_sentences() -> None:
    old = ["A card that may not be played cannot be played: the attempt is refused.",
           "A player who plays a card that may not be played takes it back, and: The player draws 1 card.",
           "When played: The player names the colour.",
           "Here *the dealer* is counts as having played the first card."]
    assert [bool(defects(s)) for s in old] == [True, True, True, True]


@pytest.mark.parametrize("name", unorules.variants())
def test_generated_sentences_have_no_known_defect(name: str) -> None:
    rules = unorules.load(name)
    text = sentences_of(rulebook(rules, verify=False))
    for c in rules.clauses:  # the file's own words are not generated
        for n in (*c.notes, *c.readings, *(q for q, _g in c.quotes), *(g for _q, g in c.quotes)):
            text = text.replace(n, "")
    found = {what: m.group(0) for what, p in DEFECTS.items() if (m := p.search(text))}
    assert not found, found
