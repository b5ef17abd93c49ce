"""The fluent readers' findings on the translated rule books, kept as checks.

Each class of defect the Persian, Turkish and Russian readers found is a rule here,
shown catching the case they quoted:

- a players' book in another language than English has no verification appendix
  (the verifier's talk is for the variant's editors, like the designer appendix).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("babel")
pytest.importorskip("docutils")

import unorules
from unorules.docs.rulebook import rulebook
from unorules.i18n import _, language

TRANSLATED = ("fa", "tr", "ru")
SEED = {"fa": "minion", "tr": "turkish", "ru": "russian"}


class Report:
    """A verification report with one proved property."""

    def __init__(self) -> None:
        self.results: list[Any] = [type("R", (), {"prop": "a round ends", "status": "proved", "detail": "",
                                                  "method": "proof", "bound": ""})()]


def appendix_title(lang: str) -> str:
    with language(lang):
        return _("Appendix: what the verifier checked")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_translated_players_book_has_no_verification_appendix(lang: str) -> None:
    for name in ("standard", SEED[lang]):
        text = rulebook(unorules.load(name), lang=lang, report=Report(), verifier=lambda r: Report())
        assert appendix_title(lang) not in text, (name, lang)
        assert "-verification:" not in text


def test_the_english_book_keeps_the_verification_appendix() -> None:
    """The check above would pass on a book that never shows the appendix: the English
    book, with the same report, has it."""
    text = rulebook(unorules.load("standard"), report=Report())
    assert appendix_title("en") in text and "-verification:" in text
