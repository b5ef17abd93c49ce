"""``without card KIND``: the compiler names, in one error, every inherited clause that
still names the kind removed (with where each is written) and the lines that remove them,
so a writer removing the two wilds needs one run, not one per clause (reach23 r08)."""

from __future__ import annotations

import re

import pytest

import unorules
from unorules import VariantError

HEAD = "variant colourless\nextends standard\nwithout card wild\nwithout card wild_draw_four\n"
STILL_NAMED = ["play wild: always", "on wild: player chooses colour", "start wild: first chooses colour",
               "expect 4 wild", "play wild_draw_four: always", "challenge wild_draw_four",
               "require wild_draw_four: no card of active colour in hand", "expect 4 wild_draw_four"]


def test_every_clause_left_is_named_in_one_error() -> None:
    with pytest.raises(VariantError) as caught:
        unorules.loads(HEAD)
    err = caught.value
    assert (err.line, err.text) == (3, "without card wild"), str(err)
    for clause in STILL_NAMED:
        assert re.search(rf"'{re.escape(clause)}' \(standard\.uno:\d+\)", err.message), (clause, str(err))
    assert "the deck has 100 cards, but an expectation inherited from standard says 108" in err.message
    assert "Traceback" not in str(err)


def test_the_hint_is_what_to_write() -> None:
    """The lines the hint gives, written as they are, make the file compile: none is missing or wrong."""
    with pytest.raises(VariantError) as caught:
        unorules.loads(HEAD)
    lines = re.findall(r"'(without [^']+)'", caught.value.hint)
    assert len(lines) == 11, caught.value.hint
    rules = unorules.loads(HEAD + "\n".join(lines) + "\n")
    assert len(rules.deck) == 100


def test_one_clause_left_keeps_its_own_message() -> None:
    with pytest.raises(VariantError) as caught:
        unorules.loads("variant no_plain_wild\nextends standard\nwithout card wild\nwithout play wild\n"
                       "without on wild\nwithout expect 4 wild\nwithout expect 108 cards\n")
    err = caught.value
    assert err.line == 3
    assert err.message.startswith("'without card wild' leaves the inherited clause 'start wild: first chooses "
                                  "colour'"), str(err)
    assert "without start wild" in err.hint


def test_the_reference_shows_the_lines_the_compiler_asks_for() -> None:
    """The language reference's colourless deck is the file the hint completes."""
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / "language.rst").read_text(encoding="utf-8")
    block = page[page.index("A deck with neither Wild, from ``standard``"):].split(".. code-block:: none\n\n", 1)[1]
    lines = [ln.strip() for ln in block.split("\n\n", 1)[0].splitlines()]
    with pytest.raises(VariantError) as caught:
        unorules.loads(HEAD)
    assert sorted(lines) == sorted([*HEAD.splitlines()[2:], *re.findall(r"'(without [^']+)'", caught.value.hint)])
