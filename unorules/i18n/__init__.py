"""Translatable words: every sentence the rule book prints goes through here.

A message is written in English in the code, inside ``_()`` (or ``ngettext`` for a
count, ``pgettext`` for a word whose meaning depends on a context); its translations
live in gettext catalogs, ``unorules/locale/<lang>/LC_MESSAGES/unorules.po``. The
catalogs are read with Babel and compiled in memory when a language is first used, so
a fresh clone needs no build step. English needs no catalog at all.

Placeholders are ``str.format`` fields (``"{who} draws {n} cards"``); a translation
keeps the same fields, in its own order. The language is a context variable set with
:func:`language`, so the primitives' ``english()`` speaks whichever language the rule
book is being written in, and stays English everywhere else.

>>> from unorules.i18n import _, language, ngettext
>>> ngettext("{n} card", "{n} cards", 2)
'2 cards'
>>> with language("tr"):
...     ngettext("{n} card", "{n} cards", 2)
'2 kart'
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from io import BytesIO
from pathlib import Path
from typing import Any

import attrs

from unorules.errors import ArgumentError

LANGUAGES: tuple[str, ...] = ("en", "fa", "tr", "ru")
NAMES: dict[str, str] = {"en": "English", "fa": "فارسی", "tr": "Türkçe", "ru": "Русский"}
RTL: frozenset[str] = frozenset({"fa"})
DOMAIN = "unorules"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_lang: ContextVar[str] = ContextVar("unorules_language", default="en")
# While set, every message comes back wrapped in these marks (see :func:`marking`).
MARKS = ("\u27e6", "\u27e7")
_marking: ContextVar[bool] = ContextVar("unorules_marking", default=False)
# Messages looked up and not found while a language is in use (see :func:`missing`).
_missing: ContextVar[set[tuple[str | None, str]] | None] = ContextVar("unorules_missing", default=None)
# A variant's own words in the current language (see :func:`variant_words`).
_own: ContextVar[Words | None] = ContextVar("unorules_own_words", default=None)
GLOSSARY_DIR = Path(__file__).resolve().parent / "glossary"


def catalog_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def current() -> str:
    """The language the words are being written in."""
    return _lang.get()


def check(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ArgumentError(f"no rule-book language {lang!r}: choose one of " + ", ".join(LANGUAGES))
    return lang


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Speak ``lang`` inside the block."""
    token = _lang.set(check(lang))
    try:
        yield
    finally:
        _lang.reset(token)


@contextmanager
def recording_missing() -> Iterator[set[tuple[str | None, str]]]:
    """Collect the (context, message) pairs looked up without a translation."""
    found: set[tuple[str | None, str]] = set()
    token = _missing.set(found)
    try:
        yield found
    finally:
        _missing.reset(token)


@contextmanager
def marking() -> Iterator[None]:
    """Wrap every message in :data:`MARKS` inside the block, so a test can find text
    that reached the rule book without passing through the catalogs."""
    token = _marking.set(True)
    try:
        yield
    finally:
        _marking.reset(token)


def unmarked(text: str) -> str:
    """What is left of ``text`` when every marked message (nested ones too) is removed."""
    import re

    pattern = re.compile(re.escape(MARKS[0]) + "[^" + MARKS[0] + MARKS[1] + "]*" + re.escape(MARKS[1]))
    while True:
        stripped = pattern.sub("", text)
        if stripped == text:
            return stripped
        text = stripped


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang``, compiled from its ``.po`` file with Babel."""
    if lang == "en":
        return gettext.NullTranslations()
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        raise ArgumentError(f"rule books in {lang!r} need the Babel package: "
                            "pip install babel (it comes with unorules[docs])") from None
    path = catalog_path(lang)
    with path.open("rb") as fh:
        cat = read_po(fh, locale=lang, domain=DOMAIN)
    buf = BytesIO()
    write_mo(buf, cat)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


@attrs.frozen
class Words:
    """What a variant's sheet says otherwise in one language: ``words`` replace a word in
    every catalog message (a stem, so its endings stay: Persian «پخش‌کنندهٔ»), ``messages``
    replace whole messages (a seat's one-letter mark)."""

    words: tuple[tuple[str, str], ...] = ()
    messages: tuple[tuple[str | None, str, str], ...] = ()

    def apply(self, context: str | None, msgid: str, text: str) -> str:
        for ctx, source, own in self.messages:
            if ctx == context and source == msgid:
                return own
        for word, own in self.words:
            text = text.replace(word, own)
        return text


@cache
def glossary_words(lang: str, variant: str) -> Words:
    """The ``[variants.NAME]`` table of ``lang``'s glossary (``glossary/<lang>.toml``)."""
    import tomllib

    path = GLOSSARY_DIR / f"{lang}.toml"
    if not path.is_file():
        return Words()
    with path.open("rb") as fh:
        table = tomllib.load(fh).get("variants", {}).get(variant, {})
    words = tuple((str(k), str(v)) for k, v in table.get("words", {}).items())
    messages = tuple((m.get("context"), str(m["msgid"]), str(m["msgstr"])) for m in table.get("message", ()))
    return Words(words, messages)


@contextmanager
def variant_words(variant: str) -> Iterator[None]:
    """Inside the block, the catalogs speak with the words the glossary gives ``variant``
    in the current language: the Persian Minion sheet calls the dealer's seat the starter
    («آغازکننده»), and so does every sentence of its book. Only catalog messages change;
    a variant file's own texts are written in its words already."""
    token = _own.set(glossary_words(_lang.get(), variant))
    try:
        yield
    finally:
        _own.reset(token)


def _lookup(context: str | None, msgid: str, plural: str | None = None, n: int = 1) -> str:
    if _marking.get():
        return MARKS[0] + _found(context, msgid, plural, n) + MARKS[1]
    return _found(context, msgid, plural, n)


def _found(context: str | None, msgid: str, plural: str | None, n: int) -> str:
    lang = _lang.get()
    english = msgid if plural is None or n == 1 else plural
    if lang == "en":
        return english
    t = translations(lang)
    if plural is None:
        out = t.pgettext(context, msgid) if context else t.gettext(msgid)
        found = out != msgid or _has(t, context, msgid)
    else:
        out = t.npgettext(context, msgid, plural, n) if context else t.ngettext(msgid, plural, n)
        found = _has(t, context, msgid)
    if not found:
        seen = _missing.get()
        if seen is not None:
            seen.add((context, msgid))
    own = _own.get()
    return own.apply(context, msgid, out) if own is not None and found else out


def _has(t: gettext.NullTranslations, context: str | None, msgid: str) -> bool:
    table: dict[Any, str] = getattr(t, "_catalog", {})
    key = f"{context}\x04{msgid}" if context else msgid
    return key in table or (key, 0) in table


def _(msgid: str, **fields: Any) -> str:
    """``msgid`` in the current language, its fields filled in."""
    text = _lookup(None, msgid)
    return text.format(**fields) if fields else text


def ngettext(singular: str, plural: str, n: int, **fields: Any) -> str:
    """The form for the count ``n`` (``{n}`` is filled in too)."""
    return _lookup(None, singular, plural, n).format(n=n, **fields)


def pgettext(context: str, msgid: str, **fields: Any) -> str:
    """``msgid`` in ``context`` (a card's name, a subject's noun)."""
    text = _lookup(context, msgid)
    return text.format(**fields) if fields else text


def pgettext_or(context: str, msgid: str) -> str:
    """Like :func:`pgettext`, but a missing entry is no error: for names that come
    from variant files (a card kind a file invents keeps its own name)."""
    lang = _lang.get()
    text = msgid if lang == "en" else translations(lang).pgettext(context, msgid)
    own = _own.get()
    if own is not None and lang != "en":
        text = own.apply(context, msgid, text)
    return MARKS[0] + text + MARKS[1] if _marking.get() else text


def pgettext_if(context: str, msgid: str) -> str | None:
    """``msgid`` in ``context`` when the catalog has it, else None: a form only some
    languages need (a noun in the case a preposition takes), which the others say as
    usual."""
    lang = _lang.get()
    if lang == "en" or not _has(translations(lang), context, msgid):
        return None
    return _lookup(context, msgid)


def variant_text(english: str, translations: Iterable[tuple[str, str, str]]) -> str:
    """A text a variant file writes (a note, a reading, its title), in the current
    language: the file's own translation (``note[fa] "..."``), else as written (and
    recorded as missing, context ``variant text``)."""
    lang = _lang.get()
    text = english
    if lang != "en":
        found = next((t for tag, source, t in translations if tag == lang and source == english), None)
        if found is not None:
            text = found
        else:
            seen = _missing.get()
            if seen is not None:
                seen.add(("variant text", english))
    return MARKS[0] + text + MARKS[1] if _marking.get() else text


# Languages whose own digits a book prints (Persian has its own ten).
DIGITS: dict[str, str] = {"fa": "۰۱۲۳۴۵۶۷۸۹"}


def native_digits(text: str, lang: str | None = None) -> str:
    """``text`` with 0-9 written in the digits of ``lang`` (the current language by default)."""
    digits = DIGITS.get(lang or _lang.get())
    return text.translate(str.maketrans("0123456789", digits)) if digits else text


def N_(msgid: str) -> str:
    """Marks a message for the catalogs where it is defined; translate it with ``_()``
    where it is used."""
    return msgid


def capitalize(text: str) -> str:
    """The first letter in capitals, as the current language writes it."""
    if not text:
        return text
    first = text[0]
    if _lang.get() == "tr":
        first = {"i": "İ", "ı": "I"}.get(first, first)  # noqa: RUF001 - Turkish dotless i
    return first.upper() + text[1:]


def uncapitalize(text: str) -> str:
    """The first letter in lower case, as the current language writes it (a sentence
    that goes on after a semicolon)."""
    if not text or not text[0].isupper():
        return text
    first = text[0]
    if _lang.get() == "tr":
        return {"İ": "i", "I": "ı"}.get(first, first.lower()) + text[1:]  # noqa: RUF001 - Turkish dotless i
    return first.lower() + text[1:]


# Languages that go on in lower case after a field's label and its colon («Когда сыграна:
# следующий игрок ...»): Russian writes no capital after a colon unless a name follows.
LOWER_AFTER_COLON: frozenset[str] = frozenset({"ru"})


def after_label(text: str) -> str:
    """A sentence that follows a field's label, in the case the current language writes there."""
    return uncapitalize(text) if _lang.get() in LOWER_AFTER_COLON else text


def player_count(low: int, high: int) -> str:
    """How many play, after a "Players" label: "2 to 10", or "exactly 4" for a fixed table
    ("4 to 4" read as made by a machine, said all three readers of the fourth reading)."""
    if low == high:
        return _("exactly {n}", n=low)
    return _("{low} to {high}", low=low, high=high)


def join_and(items: list[str]) -> str:
    """``a, b and c`` in the current language."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}", items=_(", ").join(items[:-1]), last=items[-1])
