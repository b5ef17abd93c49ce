"""Verdicts a designer acts on: each false proof and misleading verdict once reported, as a
regression. "Proved" must never be contradicted by the engine, an existence statement is
shown by a witness or said searched, and a counterexample is small and confirmed by the
property's own violation."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("z3")

import unorules
from unorules.verify import verify
from unorules.verify.report import PROVED, REFUTED


def _row(text: str, method: str, prop: str) -> object:
    return verify(unorules.loads(text), only=(method,)).by_property()[prop]


def _proved_for(names: tuple[str, ...], method: str) -> None:
    """The bundled variants the check is about keep it proved: no false alarm."""
    for name in names:
        (got,) = verify(name, only=(method,)).results
        assert got.status == PROVED, (name, got.detail)


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



def test_a_report_only_a_knocked_out_hand_could_meet_is_dead() -> None:
    """Under 'knock out at 25 cards' nobody still in holds 25: a report of such a hand is
    never offered (it was proved alive by a report the model let be made once the round
    was over, where the engine offers only the next round)."""
    text = "variant hoard\nextends mercy\nreport hoarding while target holds 25 or more cards: target draws 1\n"
    row = _row(text, "dead", "no dead clause")
    assert row.status == REFUTED and "report hoarding can never be made" in row.detail, row.detail
    text = "variant hoard24\nextends mercy\nreport hoarding while target holds 24 or more cards: target draws 1\n"
    assert _row(text, "dead", "no dead clause").status == PROVED


def test_acts_as_compares_the_plays_with_their_target() -> None:
    """'7 acts as 5' at 2 players was proved: the two plays were compared without the 7's
    target, so the swap had no seat to swap with. Two-player claims that hold stay proved."""
    row = _row("variant c\nextends seven_zero\nclaim with 2 players 7 acts as 5\n", "claims", "claims")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert re.search(r"p0's hand (\d+) after 7, (?!\1\b)\d+ after 5", row.detail), row.detail  # the solver picks the sizes
    text = "variant c\nextends seven_zero\nclaim with 2 players 0 acts as 7\nclaim with 2 players skip acts as reverse\n"
    assert _row(text, "claims", "claims").status == PROVED


def test_a_report_ends_only_a_turn_being_played() -> None:
    """On the engine a report's 'turn ends' against the player answering a stack leaves the
    stack waiting; the model ended the turn with the total still pending, and 'turn order
    in range' came out refuted, unconfirmed (the engine never did it)."""
    text = "variant x\nextends stacking\nreport offer: target draws 2, turn ends\n"
    row = _row(text, "turn_order", "turn order in range")
    assert row.status == PROVED, row.detail


def test_a_kind_never_playable_at_some_table_size_is_caught() -> None:
    """'Every kind playable' was proved for a Wild playable only with 2 players in a game
    for 2 to 6: some position was enough. The deck is dealt whole at every size."""
    text = ("variant duel\nextends standard\nplayers 2 to 6\ncard wild_duel: 4 without colour, scores 50\n"
            "expect 112 cards\nplay wild_duel: 2 players\non wild_duel: player chooses colour\n"
            "start wild_duel: return it and turn another\n")
    row = _row(text, "playable", "every kind playable")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "wild_duel can never be played with 3 to 6 players" in row.detail
    # The same card at a table of two only is playable wherever it is dealt.
    assert _row(text.replace("players 2 to 6", "players 2 to 2"), "playable", "every kind playable").status == PROVED

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
    _proved_for(("no_mercy", "stacking", "reverse_bounce", "progressive_draw_two"), "stacks_pass_on")


def test_a_stacked_total_dropped_by_an_accepted_challenge_is_caught() -> None:
    """A Wild Draw Four stacked on a Draw Two keeps standard's challenge: accepted, it makes
    the next player draw 4 and ends the stack, so the 2 already pending are dropped (it was
    proved: the check stopped at the challenge). stacking's own outcome passes it on."""
    text = "variant sd\nextends progressive_draw_two\nstack wild_draw_four on draw_two\n"
    row = _row(text, "stacks_pass_on", "stacked draws passed on")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "its challenge accepted, drops the total" in row.detail
    assert "accepted the wild_draw_four stacked on a pending total of 2, which then stood at 0" in row.confirmation
    # The text is of the position the replay reaches (a total of 1 never occurs: draws are 2 and 4).
    assert "stacked on a pending total of 2, its challenge accepted" in row.detail
    assert "2 players; hands [2, 2];" in row.detail and "(hands [2, 2] -> [6, 2])" in row.confirmation


def test_a_knock_out_that_scores_like_a_win_is_caught() -> None:
    text = "variant kl\nextends lowest_score_wins\nknock out at 15 cards\n"
    row = _row(text, "knock_out_scoring", "knock-out scores as a loss")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "scores like the round's winner under 'penalty' scoring" in row.detail
    assert "on the engine" in row.confirmation
    _proved_for(("mercy", "no_mercy"), "knock_out_scoring")



def test_a_hand_emptied_by_another_players_card_does_not_win() -> None:
    """'Others discards all of active colour' empties another hand on someone else's card:
    its player wins the round without playing their last card (it was proved: the winner's
    hand was empty, as the statement asked)."""
    text = ("variant od\nextends discard_all_roulette\n"
            "on discard_all: player discards all of active colour, others discards all of active colour\n")
    row = _row(text, "winner", "round winner's hand empty")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "won the round without playing their last card" in row.confirmation
    _proved_for(("discard_all_roulette", "seven_zero", "mercy", "standard"), "winner")

# --- counterexamples a person can read, confirmed by their own property ----------------------
def test_a_counterexample_is_at_the_smallest_table() -> None:
    """The fault shows at 2 players with one card each: the counterexample says so (it was
    10 players with hands of up to 7 cards)."""
    text = "variant lz\nextends seven_zero\nlast card: everything applies\n"
    row = _row(text, "winner", "round winner's hand empty")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "(2 players; hands [1, 1];" in row.detail
    text = "variant fe\nextends uno_penalties\npenalty false_uno: player discards all of active colour\n"
    row = _row(text, "round_ends", "empty hand ends the round")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "(2 players; hands [2, 1];" in row.detail or "(2 players; hands [1, 2];" in row.detail


def test_a_scenario_failing_for_another_reason_confirms_nothing() -> None:
    """'Empty hand ends the round' is confirmed only by an engine state where a hand is empty
    and the round goes on; the scenario's own 'round_over' expectation failing (no hand was
    emptied at all) is not it."""
    from unorules.verify import counterexample as cx

    rules = unorules.loads("variant sd\nextends standard\nstart number cards: first discards all of active colour\n")
    hands = [["yellow 1", "green 1", "blue 1"], ["yellow 2", "green 2", "blue 2"]]
    data = {"variant": "sd", "players": 2, "setup": {"dealer": 1, "start": True, "discard": ["red 0"], "hands": hands},
            "step": [{"expect": {"round_over": True}}]}
    ok, why = cx.confirm(rules, data, "empty hand ends the round")
    assert not ok and "meets 'empty hand ends the round'" in why
    data["setup"]["hands"][0] = ["red 1", "red 2", "red 3"]
    ok, why = cx.confirm(rules, data, "empty hand ends the round")
    assert ok and "the round goes on with p0's hand empty" in why
    # An earlier step's expectation is not the property's.
    data["step"] = [{"expect": {"to_act": 1}}, {"expect": {"round_over": True}}]
    ok, why = cx.confirm(rules, data, "claims")
    assert not ok and "an earlier step" in why


def test_a_round_that_can_end_is_never_refuted_by_random_rounds() -> None:
    """Only Wilds shrink a hand at 2 players: three random rounds never end, but a round can
    (the old verdict: refuted). Now: a witness found, or searched, not found, with why."""
    from unorules.verify.report import NOT_FOUND

    text = ("variant slow_end\nextends standard\non number cards: player draws 1\n"
            "on skip: next loses turn, player draws 1\non reverse: reverse, next loses turn if 2 players, player draws 1\n"
            "on draw_two: next draws 2, next loses turn, player draws 1\n")
    row = _row(text, "round_can_end", "a round can end")
    assert row.status in (PROVED, NOT_FOUND) and row.status != REFUTED, row.detail
    if row.status == NOT_FOUND:
        assert "searched, not found within the bound at 2 players" in row.detail
        assert "only play draw_two, play wild, play wild_draw_four can leave a player with fewer cards" in row.detail


# --- issue 24's recall campaign: checks derived from the file's own clauses -----------------
def test_a_card_that_only_costs_its_own_player_is_caught() -> None:
    text = "variant sh\nextends attack\non wild_all_hit: player chooses colour, player draws 0 to 4 at random\n"
    row = _row(text, "spares_player", "cards worth playing")
    assert row.status == REFUTED and "a wild_all_hit only costs the player who plays it" in row.detail
    # The same draw for the others is what the card is for.
    text = "variant sh\nextends attack\non wild_all_hit: player chooses colour, others draws 0 to 4 at random\n"
    assert _row(text, "spares_player", "cards worth playing").status == PROVED
    _proved_for(("attack", "minion", "standard"), "spares_player")


def test_a_knock_out_no_hand_reaches_is_dead() -> None:
    row = _row("variant ko\nextends mercy\nknock out at 107 cards\n", "dead", "no dead clause")
    assert row.status == REFUTED and "knock out at 107 cards never happens" in row.detail
    assert "a hand holds at most 106" in row.detail
    assert _row("variant ko\nextends mercy\nknock out at 106 cards\n", "dead", "no dead clause").status == PROVED


def test_a_dark_side_no_light_face_turns_up_is_never_played() -> None:
    row = _row("variant fl\nextends flip\non flip: player plays again\n", "playable", "every kind playable")
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "the dark side never comes up" in row.detail
    _proved_for(("flip",), "playable")


def test_a_stacked_card_whose_draw_is_not_added_is_caught() -> None:
    text = ("variant st\nextends big_cards\non draw_two: next draws 2 or stacks\nstack draw_two on draw_two\n"
            "stack wild_draw_six on draw_two\n")
    row = _row(text, "stacks_pass_on", "stacked draws passed on")
    assert row.status == REFUTED and "draw its own 6 at once, not added to the total" in row.detail
    assert _row(text + "on wild_draw_six: player chooses colour, next draws 6 or stacks\n", "stacks_pass_on",
                "stacked draws passed on").status == PROVED


def test_a_scoring_that_never_scores_leaves_the_target_out_of_reach() -> None:
    row = _row("variant p2\nextends two_player\nscoring: partners sitting opposite score the other hands\n",
               "target", "target reachable")
    assert row.status == REFUTED and "under 'partners' scoring no round scores anything with 2 players" in row.detail
    _proved_for(("partners", "two_player", "lowest_score_wins"), "target")


def test_a_report_that_keeps_the_status_can_be_made_again() -> None:
    text = "variant rp\nextends minion\nreport pose_broken while target holds pose: target draws 4, player releases pose\n"
    row = _row(text, "reports_settle", "a report settles its offence")
    assert row.status == REFUTED and row.confirmed, (row.detail, row.confirmation)
    assert "it releases the player's pose instead" in row.detail
    _proved_for(("minion",), "reports_settle")


def test_cards_played_together_of_a_one_copy_kind_by_colour_are_dead() -> None:
    """A false 'no dead clause' proof: the model let the active colour differ from the card
    just laid while cards are added, so a 0 seemed addable to a 0 of its colour, of which the
    deck holds one."""
    row = _row("variant tg\nextends standard\ntogether 0: same colour\n", "dead", "no dead clause")
    assert row.status == REFUTED and "together is never possible: no card can be added to a 0" in row.detail
    assert _row("variant tg\nextends standard\ntogether number cards: same colour\n", "dead",
                "no dead clause").status == PROVED
