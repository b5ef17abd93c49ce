"""The primitive added to show the extension point: 'discards all of a chosen colour'.

Its whole definition is unorules/ir/effects/discard_chosen_colour.py; these tests show it
works in a variant, a scenario, the verifier and the rule book with no other change.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules.docs.rulebook import rulebook
from unorules.testing import run_scenario
from unorules.verify import verify

HERE = Path(__file__).resolve().parent / "scenarios" / "primitives"
VARIANT = HERE / "discard_chosen_colour.uno"
WINNER = "round winner's hand empty"


def test_the_scenario_passes() -> None:
    state = run_scenario(HERE / "discard_chosen_colour.toml")
    assert state.hand_sizes == (2, 1, 2)


def test_the_verifier_proves_it_and_says_what_it_lets_happen() -> None:
    # Every other player discards the named colour, so a player holding only that colour
    # is emptied by someone else's card and wins without playing a last card: the
    # verifier's round-end statement says so (confirmed on the engine), and proves the rest.
    report = verify(str(VARIANT), agreement_games=2, agreement_actions=120)
    flagged = {r.prop: r for r in report.results if not r.ok}
    assert set(flagged) == {WINNER}, "\n" + report.table()
    assert "another player's action empties" in flagged[WINNER].detail, flagged[WINNER].detail


def test_the_rule_book_says_it() -> None:
    text = rulebook(unorules.load(VARIANT), verify=False)
    assert "every other player discards every card of the colour the player names with it" in text


def test_it_is_refused_where_no_colour_is_named() -> None:
    with pytest.raises(unorules.VariantError, match="only makes sense in 'on' clauses"):
        unorules.loads("variant v\nextends standard\npenalty missed_uno: target discards all of a chosen colour\n")


def test_the_play_must_name_the_colour() -> None:
    rules = unorules.load(VARIANT)
    plays = [a for a in rules.legal_actions(rules.new_game(players=3, seed=2)) if a.kind == "play"
             and a.card is not None and a.card.kind == "wild_purge"]
    assert all(a.color in rules.colours for a in plays)
