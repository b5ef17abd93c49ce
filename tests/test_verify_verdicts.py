"""Verdicts a designer acts on: each false proof and misleading verdict once reported, as a
regression. "Proved" must never be contradicted by the engine, an existence statement is
shown by a witness or said searched, and a counterexample is small and confirmed by the
property's own violation."""

from __future__ import annotations

import pytest

pytest.importorskip("z3")

import unorules
from unorules.verify import verify
from unorules.verify.report import PROVED, REFUTED


def _row(text: str, method: str, prop: str) -> object:
    return verify(unorules.loads(text), only=(method,)).by_property()[prop]


# --- false proofs of 'no dead clause' ------------------------------------------------------
def test_a_stack_between_faces_never_up_together_is_dead() -> None:
    """A Draw One is played light side up, a Draw Five shows only dark side up: the stack
    rule between them is never offered (the model ties the top card to the side up)."""
    text = ("variant flip_stack_sides\nextends flip\non draw_one: next draws 1 or stacks\n"
            "stack draw_five on draw_one\n")
    row = _row(text, "dead", "no dead clause")
    assert row.status == REFUTED, row.detail
    assert "stack draw_five on draw_one is never offered" in row.detail and "dark side" in row.detail
    # The same stack between faces of one side is offered.
    text = ("variant flip_stack_same_side\nextends flip\non draw_one: next draws 1 or stacks\n"
            "stack draw_one on draw_one\n")
    assert _row(text, "dead", "no dead clause").status == PROVED


def test_the_stack_step_reads_the_card_stacked_on() -> None:
    """The model's stack transition is taken only on a top card the stack rules name."""
    import z3

    from unorules.verify import solving
    from unorules.verify.model import Model
    from unorules.verify.properties import Prover

    rules = unorules.load("stacking")
    m = Model(rules)
    st = m.play("wild_draw_four", final=False, stacking=True)
    prover = Prover(rules)
    sh = m.shape
    got, _ = solving.solve(*prover.premises(st), st.pre.top_kind == sh.kind_index["wild_draw_four"])
    assert got == z3.sat
    got, _ = solving.solve(*prover.premises(st), st.pre.top_kind == sh.kind_index["skip"])
    assert got == z3.unsat


def test_an_any_card_clause_every_card_overrides_is_dead() -> None:
    """Every card of standard has an 'on' clause of its own (numbers by 'on number cards'):
    'on any card' applies to none, specific over general."""
    text = "variant any_overridden\nextends standard\non any card: next draws 1 if 2 players\n"
    row = _row(text, "dead", "no dead clause")
    assert row.status == REFUTED, row.detail
    assert "'on any card: next draws 1 if 2 players' applies to no card" in row.detail
    assert "0, 1, 2, 3, 4, 5, 6, 7, 8, 9 by 'on number cards: nothing'" in row.detail
    # One card left to it: alive.
    text = ("variant any_for_skip\nextends standard\nwithout on skip\non any card: next loses turn\n")
    assert _row(text, "dead", "no dead clause").status == PROVED
    # A play clause overridden the same way.
    text = "variant play_overridden\nextends standard\nplay wild, wild_draw_four: same colour\nplay wild: always\n"
    with pytest.raises(unorules.VariantError):
        unorules.loads(text)  # two named clauses for one card: the compiler's business
    text = ("variant numbers_overridden\nextends standard\non 0, 1, 2, 3, 4, 5, 6, 7, 8, 9: nothing\n"
            "on number cards: next draws 1\n")
    row = _row(text, "dead", "no dead clause")
    assert row.status == REFUTED and "'on number cards: next draws 1' applies to no card" in row.detail


# --- who pays, and what a designer means ---------------------------------------------------
def test_a_false_uno_call_is_paid_by_the_caller() -> None:
    text = ("variant fu\nextends uno_penalties\nwithout claim penalty false_uno costs 2 cards\n"
            "penalty false_uno: others draws 1\n")
    row = _row(text, "penalties", "penalty on the rule-breaker")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "the false-UNO penalty falls on another player" in row.detail
    assert _row("variant ok\nextends uno_penalties\n", "penalties", "penalty on the rule-breaker").status == PROVED


def test_a_stacked_total_that_lapses_is_caught() -> None:
    text = "variant sr\nextends no_mercy\nstack wild_colour_roulette on draw_two\n"
    row = _row(text, "stacks_pass_on", "stacked draws passed on")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "wild_colour_roulette stacked on a pending total" in row.detail
    assert "which then stood at 0 with nobody drawing it" in row.confirmation
    for name in ("no_mercy", "stacking", "reverse_bounce", "progressive_draw_two"):
        (got,) = verify(name, only=("stacks_pass_on",)).results
        assert got.status == PROVED, (name, got.detail)


def test_a_knock_out_that_scores_like_a_win_is_caught() -> None:
    text = "variant kl\nextends lowest_score_wins\nknock out at 15 cards\n"
    row = _row(text, "knock_out_scoring", "knock-out scores as a loss")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "scores like the round's winner under 'penalty' scoring" in row.detail
    assert "on the engine" in row.confirmation
    for name in ("mercy", "no_mercy"):
        (got,) = verify(name, only=("knock_out_scoring",)).results
        assert got.status == PROVED, (name, got.detail)

