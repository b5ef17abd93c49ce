"""Claims in the language: each form parses, compiles, is proved where it holds and
refuted (with a scenario the engine reproduces) where the rules break it. The planted
claim faults (tests/broken/claim_*.uno) are cases of test_verify's
test_planted_fault_is_caught, which checks each refutation confirmed on the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules.errors import VariantError

pytest.importorskip("z3")

from unorules.verify import verify
from unorules.verify.report import PROVED, SEARCHED

FORMS = [
    "claim draw_two skips the next player",
    "claim draw_two makes the next player draw 2",
    "claim reverse reverses the direction",
    "claim with 3 or more players reverse passes the turn to the next player",
    "claim with 2 players reverse acts as skip",
    "claim penalty missed_uno costs 2 cards",
    "claim when reverse starts the round the dealer plays first",
    "claim a round always ends",
]


def child(*lines: str) -> unorules.Rules:
    return unorules.loads("variant c\nextends standard\n" + "".join(line + "\n" for line in lines))


def claims_row(rules: unorules.Rules | str, tmp_path: Path) -> object:
    (row,) = verify(rules, only=("claims",), out=tmp_path, agreement_games=1, agreement_actions=40).results
    return row


@pytest.mark.parametrize("line", FORMS)
def test_each_form_compiles_to_a_claim_whose_text_is_its_key(line: str) -> None:
    inherited = line in [c.text for c in unorules.load("standard").claims]
    rules = child(*(["without " + line] if inherited else []), line)
    assert line in [c.text for c in rules.claims]
    assert line in [c.key for c in rules.clauses if c.kind == "claim"]
    if inherited:
        # 'without' names the same claim: the inherited line is removed, whatever its form.
        assert line not in [c.text for c in child("without " + line).claims]


def test_standard_states_its_intent_as_claims_and_verify_proves_them(tmp_path: Path) -> None:
    row = claims_row("standard", tmp_path)
    assert row.status == PROVED, row.detail
    for words in ("draw_two skips the next player", "draw_two makes the next player draw 2",
                  "skip skips the next player", "reverse reverses the direction",
                  "reverse passes the turn to the next player (3 to 10 players)",
                  "with 2 players, reverse acts as skip", "penalty missed_uno costs 2 cards",
                  "when reverse starts the round the dealer plays first"):
        assert words in row.detail


def test_a_round_always_ends_is_searched_with_its_bound_never_proved(tmp_path: Path) -> None:
    row = claims_row(child("claim a round always ends"), tmp_path)
    assert row.status == SEARCHED
    assert "searched, not proved" in row.detail and "3000 actions" in row.detail
    assert row.bound and "seeded rounds" in row.bound


def test_a_stacked_draw_two_still_skips_and_draws(tmp_path: Path) -> None:
    # The next player answers the pending draw; taking it ends their turn.
    row = claims_row("progressive_draw_two", tmp_path)
    assert row.status == PROVED, row.detail


def test_claims_the_variant_does_not_allow_say_so(tmp_path: Path) -> None:
    row = claims_row("two_player", tmp_path)
    assert row.status == PROVED
    assert "reverse passes the turn to the next player: does not apply (2 to 2 players)" in row.detail


def test_an_inherited_claim_about_a_removed_card_or_penalty_is_dropped() -> None:
    # attack has no Draw Two; casual has no UNO calls, so no missed-UNO penalty.
    attack = [c.text for c in unorules.load("attack").claims]
    casual = [c.text for c in unorules.load("casual").claims]
    assert not [t for t in attack if "draw_two" in t] and "claim reverse reverses the direction" in attack
    assert not [t for t in casual if "missed_uno" in t] and "claim draw_two skips the next player" in casual


@pytest.mark.parametrize(("line", "says"), [
    ("claim wild_draw_four makes the next player draw 4", "waits for a colour choice or a challenge"),
    ("claim penalty wrong_card costs 2 cards", "the variant has none"),
    ("claim draw_three skips the next player", "unknown card kind"),
    ("claim with 11 players skip skips the next player", "the variant is played by 2 to 10"),
    ("claim skip acts as skip", "a card always acts as itself"),
])
def test_a_claim_that_cannot_be_checked_is_refused_with_the_reason(line: str, says: str) -> None:
    with pytest.raises(VariantError) as err:
        child(line)
    assert says in str(err.value)
    assert err.value.line == 3
