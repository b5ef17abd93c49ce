"""The ``draw:`` line's options: all of them in the language reference, a word that is none
refused as not a draw option (not as an unknown effect with an unrelated nearest one), and
``LOW to HIGH`` refused, with what to write, unless LOW is below HIGH (reach23 gap 8)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import unorules
from unorules import VariantError
from unorules.language.nearest import draw_options

PAGE = (Path(__file__).resolve().parent.parent / "docs" / "language.rst").read_text(encoding="utf-8")


def load(options: str) -> unorules.Rules:
    return unorules.loads(f"variant d\nextends standard\ndraw: {options}\n")


def test_the_reference_lists_every_option() -> None:
    section = PAGE[PAGE.index("``draw: OPTION, ...``"):PAGE.index("``empty piles:")]
    listed = re.findall(r"^   ``([^`]+)``$", section, re.M)
    assert listed == draw_options()
    assert "LOW to HIGH cards at random" in listed and "may not play it" in listed


@pytest.mark.parametrize(("options", "text", "near"), [
    ("keeps it", "keeps it", None),
    ("one card, may play it, flurb", "flurb", None),
    ("one card, even with playable card", "even with playable card", "even with a playable card"),
    ("one crad", "one crad", "one card"),
])
def test_an_unknown_option_is_called_one(options: str, text: str, near: str | None) -> None:
    with pytest.raises(VariantError) as caught:
        load(options)
    err = caught.value
    assert err.message == f"'{text}' is not a draw option", str(err)
    assert "effect" not in err.message and "next may challenge" not in err.hint
    assert "'LOW to HIGH cards at random'" in err.hint and "'may not play it'" in err.hint
    if near is not None:
        assert err.expected == f"'{near}'" and f"did you mean '{near}'?" in err.hint
    assert err.line == 3 and err.text == f"draw: {options}"


def test_an_effect_after_a_draw_line_is_still_an_effect() -> None:
    with pytest.raises(VariantError) as caught:
        unorules.loads("variant d\nextends standard\non skip: next loses trun\n")
    assert caught.value.message == "the language has no effect 'next loses trun'"


@pytest.mark.parametrize(("low", "high", "why", "write"), [
    (1, 1, "always draws 1", "e.g. 'draw: 0 to 4 cards at random'"),
    (3, 1, "counts down", "'draw: 1 to 3 cards at random'"),
])
def test_low_must_be_below_high(low: int, high: int, why: str, write: str) -> None:
    with pytest.raises(VariantError) as caught:
        load(f"{low} to {high} cards at random")
    err = caught.value
    assert err.message.startswith(f"'{low} to {high} cards at random' {why}: "), str(err)
    assert "LOW below HIGH" in err.message and "LOW smaller than HIGH" in err.expected
    assert err.hint.startswith(f"write {write};") and "'draw: one card, may not play it'" in err.hint
    assert len(load(f"{low} to {low + 1} cards at random").deck) == 108
