"""The rule books as Persian, Turkish and Russian readers read them.

What the fluent readers of the books asked for, as rules a test can check (every
check is shown catching a planted case):

- a Persian or Russian book has no word in Latin script (card faces are pictures,
  numbers are digits); a Turkish book has no English sentence;
- each language's glossary (``unorules/i18n/glossary/<lang>.toml``, the words of that
  language's rule sheet) is used: every term appears in its book, every card term is
  that card's name in the catalog, no book uses a word the glossary avoids, and a term
  with forms (the Russian «битая колода») is said only in them;
- Persian books print Persian digits, and every Latin run in right-to-left text is
  isolated, so its punctuation stays where the sentence puts it;
- every text a book shows for players comes from a catalog or a translation in the
  variant file.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("babel")
pytest.importorskip("docutils")

import docutils.core
from docutils import nodes

import unorules
from unorules.docs.localize import LRI, PDI, localize
from unorules.docs.rulebook import rulebook
from unorules.i18n import language, pgettext_or, recording_missing

GLOSSARY = Path(unorules.__file__).parent / "i18n" / "glossary"
SEED = {"fa": "minion", "tr": "turkish", "ru": "russian"}
TRANSLATED = tuple(SEED)


class Report:
    """A verification report with every property, so the appendix is part of the book checked."""

    def __init__(self) -> None:
        from unorules.docs import proofs
        from unorules.docs.rulebook import PLAIN

        # The verifier's own list when it is installed, so a property it adds later is in the check.
        props = proofs.properties() or list(PLAIN)
        self.results = [type("R", (), {"prop": p, "status": status, "detail": "108 cards, seed 3",
                                       "method": "proof", "bound": "3 seeded games x 120 actions"})()
                        for p in props for status in ("proved", "searched", "cross-checked")]


@cache
def book_rst(name: str, lang: str) -> str:
    """A variant's rule book as written (reStructuredText, pictures inside), appendix included."""
    return rulebook(unorules.load(name), verify=False, lang=lang, report=Report())


@cache
def book_text(name: str, lang: str) -> str:
    """The text of a variant's rule book as a reader sees it (localized, appendix included)."""
    return text_of(book_rst(name, lang), lang)


def text_of(rst: str, lang: str) -> str:
    tree = docutils.core.publish_doctree(rst, settings_overrides={"report_level": 5})
    for message in list(tree.findall(nodes.system_message)):  # docutils' own notes, never shown
        message.parent.remove(message)
    localize(tree, lang)
    return str(tree.astext())


def glossary(lang: str) -> dict[str, dict[str, Any]]:
    with (GLOSSARY / f"{lang}.toml").open("rb") as fh:
        terms: dict[str, dict[str, Any]] = tomllib.load(fh)["terms"]
    return terms


def avoided_phrases(lang: str) -> list[str]:
    """The phrases a fluent reader found wrong or calqued (the glossary's ``[phrases]``)."""
    with (GLOSSARY / f"{lang}.toml").open("rb") as fh:
        return list(tomllib.load(fh).get("phrases", {}).get("avoid", []))


# --- Latin script and English ------------------------------------------------------------------
LATIN_WORD = re.compile(r"[A-Za-z]+")


def latin_words(text: str) -> list[str]:
    return LATIN_WORD.findall(text)


# Words of English prose that are no Turkish word: three in one sentence make it English.
ENGLISH = frozenset("""the a an of and or to is are be it its their they this that with for from by
when then if may must not no player players card cards draws draw plays play turn next round wins
each every who which what other others his her has have before after until only also can at""".split())
ENGLISH -= {"a"}  # "a" may be a Turkish particle in a card name ("4 Kart Al & Joker'a")


def english_sentences(text: str) -> list[str]:
    out = []
    for sentence in re.split(r"(?<=[.:;!?])\s+|\n+", text):
        words = {w.lower() for w in re.findall(r"[A-Za-z']+", sentence)}
        if len(words & ENGLISH) >= 3:
            out.append(sentence.strip())
    return out


@pytest.mark.parametrize("lang", ["fa", "ru"])
@pytest.mark.parametrize("name", unorules.variants())
def test_no_latin_word_in_a_persian_or_russian_book(name: str, lang: str) -> None:
    found = latin_words(book_text(name, lang))
    assert not found, f"{name} in {lang}: Latin words {sorted(set(found))[:20]}"


@pytest.mark.parametrize("name", unorules.variants())
def test_no_english_sentence_in_a_turkish_book(name: str) -> None:
    found = english_sentences(book_text(name, "tr"))
    assert not found, f"{name} in tr: {found[:5]}"


def picture_marks(rst: str) -> set[str]:
    """Every word drawn on a book's pictures (card faces, the seating figure)."""
    import base64

    marks: set[str] = set()
    for data in re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", rst):
        marks.update(re.findall(r"<text[^>]*>([^<]*)</text>", base64.b64decode(data).decode("utf-8")))
    return marks


@pytest.mark.parametrize("lang", ["fa", "ru"])
@pytest.mark.parametrize("name", unorules.variants())
def test_no_latin_mark_on_a_picture_in_a_persian_or_russian_book(name: str, lang: str) -> None:
    """ru4-7, fa4-11: Minion's Dumb Fu showed "DF", the English name's initials; a card's mark
    is a number, a symbol, or its name's initials in the book's language."""
    found = sorted(m for m in picture_marks(book_rst(name, lang)) if latin_words(m))
    assert not found, f"{name} in {lang}: Latin marks {found}"


def test_the_picture_check_catches_the_english_initials(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.docs import pictures

    drawn = pictures.card_svg
    # The book as it drew a card before: from the card kind's name in the variant file.
    monkeypatch.setattr(pictures, "card_svg", lambda *a, name=None, **k: drawn(*a, **k))
    for lang, own in (("fa", "د.ک"), ("ru", "Д")):
        marks = picture_marks(rulebook(unorules.load("minion"), verify=False, lang=lang))
        assert "DF" in marks and own not in marks, lang
    monkeypatch.undo()
    assert {"ک.د", "د"} <= picture_marks(book_rst("minion", "fa"))  # drawn in the order it is seen


def test_the_script_checks_catch_an_untranslated_note() -> None:
    rules = unorules.loads('variant planted\nextends standard\non skip: next loses turn\n'
                           'note "The next player loses their turn, and the player who played it goes on."\n')
    assert "next" in latin_words(text_of(rulebook(rules, verify=False, lang="fa"), "fa"))
    assert "next" in latin_words(text_of(rulebook(rules, verify=False, lang="ru"), "ru"))
    assert english_sentences(text_of(rulebook(rules, verify=False, lang="tr"), "tr"))
    # ... and a translated note passes.
    fixed = unorules.loads('variant planted\nextends standard\non skip: next loses turn\n'
                           'note "The next player loses their turn."\nnote[tr] "Sonraki oyuncunun sırası geçer."\n')
    assert not english_sentences(text_of(rulebook(fixed, verify=False, lang="tr"), "tr"))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_player_text_of_every_variant_is_translated(lang: str) -> None:
    """Titles, descriptions, notes and readings: from the file's translations, never as written."""
    with recording_missing() as lost:
        for name in unorules.variants():
            rulebook(unorules.load(name), verify=False, lang=lang)
    texts = sorted(msgid for ctx, msgid in lost if ctx == "variant text")
    assert not texts, f"{len(texts)} texts without a [{lang}] translation, e.g. {texts[:3]}"


# --- the glossaries ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_glossary_term_is_used(lang: str) -> None:
    unused = [key for key, t in glossary(lang).items()
              if t["term"] not in book_text(t.get("seen_in", SEED[lang]), lang)]
    assert not unused, f"{lang}: glossary terms no book uses: {unused}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_card_terms_are_the_catalogs_card_names(lang: str) -> None:
    with language(lang):
        wrong = {t["card"]: (pgettext_or("card", t["card"]), t["term"])
                 for t in glossary(lang).values() if "card" in t and pgettext_or("card", t["card"]) != t["term"]}
    assert not wrong, wrong


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_book_uses_a_word_the_glossary_avoids(lang: str) -> None:
    avoided = {w: key for key, t in glossary(lang).items() for w in t.get("avoid", ())}
    avoided.update({w: "phrases" for w in avoided_phrases(lang)})
    found = {(name, w) for name in unorules.variants() for w in avoided if w in book_text(name, lang)}
    assert not found, sorted(found)


def test_the_avoid_check_catches_the_old_words() -> None:
    old = {"fa": "کارت وحشی را رد شو", "tr": "O tur elindeki başka hiçbir kart", "ru": "карта «Разворот»"}
    for lang, text in old.items():
        assert any(w in text for t in glossary(lang).values() for w in t.get("avoid", ())), lang
    # ... and the phrases the third shift's readers quoted.
    quoted = {"fa": "بازی کردن کارتی که نمی‌شود بازی‌اش کرد به‌سادگی مجاز نیست",
              "tr": "Bazı şeyler masada, kuralların göremediği yerde olur",
              "ru": "Как выйти из игры и сказать «Уно»"}
    for lang, text in quoted.items():
        assert any(w in text for w in avoided_phrases(lang)), lang
    # ... and the second readers' (fa-7, tr-5, ru-9), as the books printed them.
    second = {"fa": "اولین کارتی که رو می‌شود طوری حساب می‌شود که انگار پخش‌کننده آن را بازی کرده",
              "tr": "UNO dememek cezası: Yakalanan oyuncu 1 kart çeker. Önceden: Yakalanan oyuncu 2 kart çeker.",
              "ru": "Только когда у игрока нет другой карты активного цвета."}
    for lang, text in second.items():
        assert any(w in text for w in avoided_phrases(lang)), lang
    # ... and the third readers' (tr-11, 14, 18, 20; ru-11, 17, 18), as the books printed them.
    third = {"tr": ["Yalnızca oyuncunun elinde geçerli renkte başka kart yokken.",
                    "ardından tam 2 oyuncu varken sonraki oyuncu sırasını kaybeder",
                    "Sonraki oyuncu bir şey yapana kadar (oynar ya da çeker)",
                    "Yanlış kartı oynayan oyuncu 1 kart çeker"],
             "ru": ["Виновен — значит, у него была карта того цвета",
                    "Когда можно сыграть: в любое время.",
                    "когда её цвет совпадает с текущим цветом, или на ней то же число"]}
    for lang, texts in third.items():
        for text in texts:
            assert any(w in text for w in avoided_phrases(lang)), (lang, text)
    # ... and the fourth readers' (tr4-6, 7, 8, 17; ru4-9), as the Minion books printed them.
    fourth = {"tr": ["En yüksek kartı çeken oyuncu başlatıcıdır.", "Muz kartına “vahşi muz” da denir.",
                     "bu durum sahibinin gelecek sırası boyunca, sırası yeniden gelene kadar sürer",
                     "Aynı sayıda ya da simgede bir kart Muz'u oynamaya engel değildir",
                     "Pozu bozmak (kuralı çiğneyen oyuncu hâlâ poz tutuyorken)"],
              "ru": ["и это длится весь его ближайший ход, пока ход не дойдёт до него снова",
                     "Сообщено: нарушенная поза (если нарушитель всё ещё держит позу)"]}
    for lang, texts in fourth.items():
        avoided = [*avoided_phrases(lang), *(w for t in glossary(lang).values() for w in t.get("avoid", ()))]
        for text in texts:
            assert any(w in text for w in avoided), (lang, text)
    # ... and the fourth readers' on seats and teams (fa4-4, 5, 9, 10; tr4-1, 3, 4, 9, 13, 14; ru4-1, 5, 6, 16, 18).
    teams = {"fa": ["در تساوی، بازیکنی که در پایین‌ترین جایگاه نشسته برنده است.",
                    "(در تساوی، کسی که صندلی‌اش پایین‌تر است)",
                     "امتیاز هر دو هم‌تیمی به اندازهٔ امتیاز تیم بالا می‌رود",
                     "اونو: دونفره‌های هم‌تیمی (بازی گروهی)", "کارت‌هایتان را دور به دور تمام کنید"],
              "tr": ["Eşitlikte en düşük numaralı yerdeki oyuncu kazanır.", "(beraberlikte, en küçük numaralı koltuktaki)",
                     "İki takım arkadaşının puanı da takımın puanı kadar artar",
                     "her iki oyuncudan biri takım arkadaşıdır", "iki rakibin elinde kalan puanları alır",
                     "Kartlarınızdan tur tur kurtulun", "UNO dememek cezası: Yakalanan oyuncu 1 kart çeker."],
              "ru": ["(при равенстве — тот, чьё место меньше)", "При равенстве побеждает игрок на месте с наименьшим номером.",
                     "рука самого партнёра не считается", "руки самой команды не считаются",
                     "Первой наберите 500 очков", "Игра фиксированной длины",
                     "команда получает очки, оставшиеся в руках обоих соперников"]}
    for lang, texts in teams.items():
        for text in texts:
            assert any(w in text for w in avoided_phrases(lang)), (lang, text)
    # ... and their other findings on the changed sentences (fa4-7, 12, 13; tr4-5, 12; ru4-14, 20, 22).
    other = {"fa": ["اگر کسی کارتی را که قابل بازی نیست زمین بگذارد، آن را پس می‌گیرد و بازی مثل قبل ادامه پیدا می‌کند.",
                    "اگر آخرین کارتی که بازیکن بازی می‌کند یکی از کارت‌های دو کارت بکش و موز جهنمی باشد، بازیکنی که باید کارت بکشد باز هم پیش از امتیازشماری آن‌ها را می‌کشد",
                    "بازیکن می‌تواند به‌جای بازی کردن از دستهٔ کارت وسط کارت بکشد"],
             "tr": ["Bu oyun, aşağıdaki değişiklikler dışında Ev kuralı: en düşük puan kazanır ile aynı şekilde oynanır.",
                    "Kurala uymayan bir kart atan oyuncu kartı geri alır; ceza yoktur ve oyun önceki gibi sürer.",
                    "kart çekebilir. Oyuncu bir kart çeker."],
             "ru": ["Другим игрокам эти карты не показывают.",
                    "Совпадающие числа или символы не мешают её сыграть: мешает только карта текущего цвета.",
                    "Очки считаются в конце раунда (см. Подсчёт очков).", "Это касается карт: «Двойное взятие» и «Дикая +4»."]}
    for lang, texts in other.items():
        for text in texts:
            assert any(w in text for w in avoided_phrases(lang)), (lang, text)


def outside_forms(text: str, lang: str) -> list[str]:
    """Words of ``text`` that begin with a glossary term of ``lang`` but are none of its
    ``forms`` (the Russian discard pile is «битая колода» in every case, never «бита»)."""
    found = []
    for t in glossary(lang).values():
        for m in re.finditer(rf"(?<!\w){re.escape(t['term'])}", text) if "forms" in t else ():
            if not any(text.startswith(form, m.start()) for form in t["forms"]):
                found.append(text[m.start():m.start() + 30])
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_term_with_forms_is_said_in_them(lang: str) -> None:
    found = {name: said for name in unorules.variants() if (said := outside_forms(book_text(name, lang), lang))}
    assert not found, found


def test_the_forms_check_catches_the_old_discard_pile() -> None:
    """ru4-13: the Minion book's «цвет верхней карты биты»."""
    assert outside_forms("Текущий цвет — цвет верхней карты биты; если у неё нет цвета", "ru")
    assert not outside_forms("Текущий цвет — цвет верхней карты битой колоды; если", "ru")


# --- digits and direction ----------------------------------------------------------------------
def test_persian_books_print_persian_digits() -> None:
    text = book_text("minion", "fa")
    assert not re.search(r"[0-9]", text), re.findall(r".{10}[0-9].{10}", text)[:5]
    assert "۱۱۲" in text  # the deck's size


def test_latin_runs_are_isolated_in_right_to_left_text() -> None:
    rules = unorules.loads('variant planted\nextends standard\ntitle "Z3"\ntitle[fa] "بررسی با Z3."\n')
    text = text_of(rulebook(rules, verify=False, lang="fa"), "fa")
    assert f"{LRI}Z۳{PDI}." in text
    # Without the localization the run is bare.
    bare = docutils.core.publish_doctree(rulebook(rules, verify=False, lang="fa"),
                                         settings_overrides={"report_level": 5}).astext()
    assert "Z3." in bare and LRI not in bare


def test_localize_leaves_code_and_pictures_alone() -> None:
    tree = docutils.core.publish_doctree("Text 12 and ``code 12``.\n", settings_overrides={"report_level": 5})
    localize(tree, "fa")
    literal = next(iter(tree.findall(nodes.literal)))
    assert literal.astext() == "code 12" and "۱۲" in tree.astext()


# A sentence that lost its subject: "then" followed by "and" (the subject of "X and Y
# swap hands" was said once for the whole sentence, and dropped).
HEADLESS = {"fa": re.compile(r"سپس و "), "tr": re.compile(r"ardından ve "), "ru": re.compile(r"затем и ")}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_sentence_loses_its_subject(lang: str) -> None:
    found = {name: m.group(0) for name in unorules.variants() if (m := HEADLESS[lang].search(book_text(name, lang)))}
    assert not found, found


def test_the_subject_check_catches_the_old_wild_swap() -> None:
    old = {"fa": "بازیکن رنگ بعدی را اعلام می‌کند، سپس و بازیکن انتخاب‌شده همهٔ کارت‌ها را عوض می‌کنند.",
           "tr": "Oyuncu rengi söyler, ardından ve seçilen oyuncu elleri değiş tokuş eder.",
           "ru": "Игрок называет цвет, затем и выбранный игрок меняются всеми картами на руках."}
    assert all(HEADLESS[lang].search(text) for lang, text in old.items())
