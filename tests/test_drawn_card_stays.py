"""'draw: one card, may not play it': drawing ends the turn, the drawn card kept (issue
23 item 4, the reach campaign's r02). The clause compiles it to the press of a launcher
that always gives one card, which every reader plays, proves and tells; these tests pin
that reading and the compiler's and the rule book's words for it."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules.engine import differential
from unorules.errors import VariantError
from unorules.ir.mechanics.draw import DrawClause
from unorules.kernel import lower as lowering
from unorules.testing import run_scenario

HERE = Path(__file__).parent / "scenarios" / "primitives"
VARIANT = HERE / "drawn_card_stays.uno"


def _rules(draw: str) -> unorules.Rules:
    return unorules.loads(f"variant probe\nextends standard\ndraw: {draw}\n", file="probe.uno")


def test_the_drawn_card_is_kept_and_the_turn_ends() -> None:
    d = _rules("one card, may not play it").draw
    assert d.random == (1, 1) and d.anytime and not d.until_playable
    assert not _rules("one card, may not play it, only without a playable card").draw.anytime


@pytest.mark.parametrize("draw", ["until playable, may not play it", "0 to 2 cards at random, may not play it"])
def test_it_goes_with_no_other_way_of_drawing(draw: str) -> None:
    with pytest.raises(VariantError) as got:
        _rules(draw)
    assert "'may not play it' ends the turn with the one card drawn" in got.value.message
    assert got.value.hint == "write 'draw: one card, may not play it'"


def test_a_one_to_one_press_points_at_it() -> None:
    with pytest.raises(VariantError) as got:
        _rules("1 to 1 cards at random")
    assert "'draw: one card, may not play it'" in (got.value.hint or "")


def test_the_rule_book_says_the_card_stays() -> None:
    said = DrawClause.sentences(_rules("one card, may not play it").draw)
    assert "They draw one card." in said
    assert "Drawing ends the turn: the drawn card may not be played that turn, even if it could be." in said
    assert not any("random" in s for s in said)


def test_the_fast_path_the_reference_and_the_kernel_agree() -> None:
    rules = unorules.loads(VARIANT.read_text(encoding="utf-8"), file=str(VARIANT))
    for players, seed in ((2, 0), (3, 1), (5, 2)):
        assert differential.compare(rules, players, seed=seed, max_actions=400) is None
    lowering.lower(rules)  # the kernel plays it (test_kernel replays it exactly)


@pytest.mark.parametrize("path", sorted(HERE.glob("drawn_card_stays__*.toml")), ids=lambda p: p.stem)
def test_scenarios(path: Path) -> None:
    run_scenario(path)
