"""No Mercy's bonus: the round's winner scores B points for each player knocked out in it."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules import VariantError
from unorules.ir.mechanics.knock_out import KnockOutClause
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
    assert "250 points for each player knocked out" in KnockOutClause.sentence(rules)
    assert "also scores" not in KnockOutClause.sentence(unorules.load("mercy"))
    mercy_with_bonus = unorules.loads("variant m\nextends mercy\n"
                                      "knock out at 25 cards, winner scores 250 for each player out\n")
    assert mercy_with_bonus.knock_out_bonus == 250


@pytest.mark.slow  # compiles the kernel for a knock-out variant: 17 s of CPU; the engine's bonus tests stay fast
def test_the_kernel_scores_the_bonus() -> None:
    """A kernel round of No Mercy won with players out gives the winner the other hands'
    points and 250 for each player out, as the engine (the replay) does; a kernel whose
    bonus flag is 0 scores less."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("numba")
    from unorules import kernel
    from unorules.kernel import lower, machine

    rules = unorules.load("no_mercy")
    code = lower.lower(rules).code
    no_bonus = code.copy()
    no_bonus[lower.F_KO_BONUS] = 0
    checked = 0
    for seed in range(8):
        game = kernel.trace(rules, 4, seed, "random", max_actions=3000)
        out = sum(game.final["out"])
        winner = game.final["round_winner"]
        if winner is None or not out:
            continue
        final = unorules.replay(rules, seed, list(game.actions), players=4)[-1]
        hands = sum(rules.hand_points(h) for i, h in enumerate(final.hands) if i != winner)
        assert game.final["scores"] == final.scores
        assert final.scores[winner] == hands + 250 * out
        _, st = machine.trace_game(no_bonus, 4, seed, 1, 3000, np.zeros((3000, 8), np.int64), False)
        assert st[st[machine.G_SCORES] + winner] == hands
        checked += 1
    assert checked >= 4
