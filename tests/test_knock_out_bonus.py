"""No Mercy's bonus: the round's winner scores B points for each player knocked out in it."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules import VariantError
from unorules.docs.rulebook import knock_out_text
from unorules.testing import build_position, load_scenario, step_action

SCENARIO = Path(__file__).parent / "scenarios" / "no_mercy" / "knock_out_bonus.toml"
BASE = "variant b\nextends standard\n"


def test_the_clause_compiles_with_and_without_its_bonus() -> None:
    assert unorules.load("no_mercy").knock_out_bonus == 250
    assert unorules.loads(BASE + "knock out at 25 cards\n").knock_out_bonus == 0
    r = unorules.loads(BASE + "knock out at 25 cards, winner scores 100 for each player out\n")
    assert (r.knock_out, r.knock_out_bonus) == (25, 100)


def _score_the_position(rules: unorules.Rules) -> tuple[int, ...]:
    scenario = load_scenario(SCENARIO)
    state = build_position(rules, scenario["players"], scenario["setup"])
    for k, step in enumerate(scenario["step"]):
        state = rules.apply(state, step_action(rules, state, step, f"step {k + 1}"))
    assert state.round_over
    return state.scores


def test_the_same_position_without_the_bonus_scores_the_hands_only() -> None:
    """Not vacuous: the bonus is what the scenario's 255 measures (5 is the yellow 5 left)."""
    text = (Path(__file__).parent.parent / "variants" / "no_mercy.uno").read_text(encoding="utf-8")
    assert ", winner scores 250 for each player out" in text
    without = unorules.loads(text.replace(", winner scores 250 for each player out", ""))
    assert _score_the_position(unorules.load("no_mercy")) == (255, 0, 0)
    assert _score_the_position(without) == (5, 0, 0)


def test_a_bonus_needs_the_winner_to_score() -> None:
    with pytest.raises(VariantError, match="scored by the round's winner") as e:
        unorules.loads(BASE + "scoring: each player scores their own hand, lowest wins\n"
                       "knock out at 25 cards, winner scores 250 for each player out\n")
    assert ":4:" in str(e.value)


def test_the_rule_book_and_the_kernel_read_the_bonus() -> None:
    rules = unorules.load("no_mercy")
    assert "250 points for each player knocked out" in knock_out_text(rules)
    assert "also scores" not in knock_out_text(unorules.load("mercy"))
    mercy_with_bonus = unorules.loads("variant m\nextends mercy\n"
                                      "knock out at 25 cards, winner scores 250 for each player out\n")
    pytest.importorskip("numpy")
    from unorules.kernel.lower import LoweringError, lower

    with pytest.raises(LoweringError, match="knock-out bonus"):
        lower(mercy_with_bonus)
