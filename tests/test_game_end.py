"""Game ends (unorules/ir/game_end/): a game of a fixed number of rounds, beside a target
score. The compiler's refusals, the engine over whole games, the verifier's proof and the
kernel's refusal by name; the scenarios (tests/scenarios/house/five_rounds/ and
three_rounds_lowest/) pin the last round, a tie and a total past 500 before the end."""

from __future__ import annotations

import pytest

import unorules
from unorules.errors import VariantError

BASE = "variant x\nextends standard\n"


@pytest.mark.parametrize(("lines", "words"), [
    ("game ends after 0 rounds, highest total wins\n", "a game of 0 rounds is never played"),
    ("game ends after 3 rounds, lowest total wins\n", "points are won, so the lowest total would win"),
    ("scoring: each player scores their own hand, lowest wins\ngame ends after 3 rounds, highest total wins\n",
     "points are a penalty, so the highest total would win"),
    ("without scoring\ngame ends after 2 rounds, highest total wins\n", "without scoring there are no totals"),
])
def test_the_compiler_refuses_a_game_end_that_cannot_mean_anything(lines: str, words: str) -> None:
    with pytest.raises(VariantError, match=words):
        unorules.loads(BASE + lines)


def test_one_round_is_a_game() -> None:
    rules = unorules.loads(BASE + "game ends after 1 round, highest total wins\n")
    assert (rules.game_end, rules.rounds, rules.target) == ("rounds, highest wins", 1, 0)


@pytest.mark.parametrize("name", ["five_rounds", "three_rounds_lowest"])
def test_whole_games_last_exactly_their_rounds_and_the_best_total_wins(name: str) -> None:
    from unorules.engine import random_games

    rules = unorules.load(name)
    lower = rules.scorer.lower_wins
    for seed in range(3):
        _, state = random_games.play(rules, 3, seed=seed, rounds=rules.rounds + 2, max_actions=200000)
        assert state.game_over and state.round == rules.rounds, (seed, state.round)
        best = min(range(3), key=lambda i: (state.scores[i] if lower else -state.scores[i], i))
        assert state.winner == best, (seed, state.scores, state.winner)


def test_the_verifier_proves_the_end_reached_without_a_target() -> None:
    from unorules.verify import verify

    (row,) = verify("five_rounds", only=("target",)).results
    assert row.status == "proved" and "after 5 rounds" in row.detail


def test_the_kernel_refuses_a_fixed_number_of_rounds_by_name() -> None:
    from unorules.kernel.lower import LoweringError, lower

    with pytest.raises(LoweringError, match="RoundsHighest"):
        lower(unorules.load("five_rounds"))


@pytest.mark.parametrize(("name", "best"), [("five_rounds", "highest"), ("three_rounds_lowest", "lowest")])
def test_the_rule_book_says_the_rounds_and_the_best_total(name: str, best: str) -> None:
    from unorules.docs.rulebook import scoring_text

    rules = unorules.load(name)
    text = scoring_text(rules)
    assert f"The game ends when its {rules.rounds} rounds have ended" in text
    assert f"the player with the {best} total wins" in text
    assert f"played over {rules.rounds} rounds, and the {best} total" in rules.ender.objective(rules)
