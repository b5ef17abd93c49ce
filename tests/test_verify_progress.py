"""Progress, termination and designer's intent: the start always stops, a round can end,
the target can be reached, a round's winner holds no card, penalties and challenges hit
the seat they mean, stale pending draws are caught, and dead clauses are reported."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import unorules
from unorules.errors import StateError, VariantError
from unorules.testing import build_position

BROKEN = Path(__file__).parent / "broken"


def test_a_start_that_could_loop_is_refused_at_its_own_line() -> None:
    text = (BROKEN / "start_starves.uno").read_text(encoding="utf-8")
    with pytest.raises(VariantError, match="turning cards over would never stop") as err:
        unorules.loads(text, file="starves.uno")
    assert err.value.file == "starves.uno" and err.value.line == 5  # its first start rule sending cards back


def test_the_engine_stops_turning_cards_over_within_a_bound() -> None:
    # A hand-built state whose draw pile holds only cards the start sends back.
    rules = unorules.load("standard")
    keep = [str(c) for c in rules.deck if c.kind != "wild_draw_four"]
    setup = {"dealer": 1, "start": True, "discard": ["wild_draw_four"], "hands": [keep[:52], keep[52:]]}
    with pytest.raises(StateError, match=r"turned \d+ cards over"):
        build_position(rules, 2, setup)


@pytest.mark.parametrize("name", unorules.variants())
def test_new_game_never_hangs(name: str) -> None:
    rules = unorules.load(name)
    for seed in range(6):
        state = rules.new_game(players=rules.max_players, seed=seed)
        assert state.phase in ("turn", "choose", "respond", "stack")


def test_a_conditional_colour_choice_is_refused() -> None:
    with pytest.raises(VariantError, match="cannot depend on a condition"):
        unorules.loads("variant c\nextends standard\non wild: player chooses colour if 2 players\n")


def test_stacking_and_a_challenge_on_one_card_is_refused() -> None:
    with pytest.raises(VariantError, match="both pass its draw on to be stacked and open a challenge"):
        unorules.loads((BROKEN / "stack_and_challenge.uno").read_text(encoding="utf-8"))


def test_the_last_card_never_leaves_its_winner_holding_cards() -> None:
    # Hands passed on by a last 0 (everything applies): the hand left empty wins.
    rules = unorules.loads("variant r\nextends seven_zero\nlast card: everything applies\n")
    from unorules.testing import build_position

    s = build_position(rules, 3, {
        "hands": [["red 0"], ["blue 2", "green 4"], ["yellow 1", "blue 9"]], "draw_pile": ["blue 1"],
        "discard": ["red 7"], "color": "red", "direction": 1, "to_act": 0, "dealer": 2, "scores": [0, 0, 0]})
    after = rules.apply(s, rules.action("p0 play red 0", s))
    assert after.round_over
    assert after.hand_sizes[after.round_winner] == 0


def test_draws_apply_makes_others_draw_but_not_the_player_who_went_out() -> None:
    rules = unorules.loads("variant r\nextends standard\non 5: player draws 1, next draws 1\n")
    effects = rules.last_card_effects("5")
    assert [e.english() for e in effects] == ["the next player draws 1 card"]


pytest.importorskip("z3")

from unorules.verify import verify  # noqa: E402
from unorules.verify.report import NOT_FOUND, PROVED, REFUTED  # noqa: E402


def test_a_stale_pending_draw_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # The engine before the fix: a challenge answer left a total no stack waited for, and
    # the next turn began owing it (4, then 8). Modelled here by a mutant of the model.
    # A challenge's answers are ChallengeClause's own transitions (ir/mechanics/challenge.py).
    from unorules.ir.mechanics import challenge
    from unorules.language.compiler import Builder

    real = challenge._answered

    def old_answered(kind: str, outcome: str, m: Any, z: Any, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
        before = z.pending
        out = real(kind, outcome, m, z, v, g)
        z.pending = before
        return out

    monkeypatch.setattr(Builder, "check_stack_outcome", lambda self, cl, effects: None)
    monkeypatch.setattr(challenge, "_answered", old_answered)
    rules = unorules.loads((BROKEN / "stack_and_challenge.uno").read_text(encoding="utf-8"))
    (row,) = verify(rules, only=("turn_order",)).results
    assert row.status != PROVED and "a draw stays pending outside its stack" in row.detail


def test_the_winner_property_catches_the_old_last_card_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    # The model of the engine before the fix: the player who went out wins, whatever
    # their last card's effects handed them.
    from unorules.verify.model import Model

    real = Model.play

    def old_play(self: Model, kind: str, **kw: object) -> object:
        st = real(self, kind, **kw)  # type: ignore[arg-type]
        if kw.get("final"):
            self.end_round(st.post, st.pre.player)
        return st

    monkeypatch.setattr(Model, "play", old_play)
    rules = unorules.loads("variant r\nextends seven_zero\nlast card: everything applies\n")
    (row,) = verify(rules, only=("winner",)).results
    assert row.status != PROVED and "winner still holds cards" in row.detail


def test_a_last_card_that_hands_the_empty_hand_on_is_caught() -> None:
    """With 'everything applies' a last 0 passes its player's empty hand on: the round is
    won by the next player, not by the one who went out (the designer's intent, issue 24)."""
    rules = unorules.loads("variant r\nextends seven_zero\nlast card: everything applies\n")
    (row,) = verify(rules, only=("winner",)).results
    assert row.status == REFUTED and row.confirmed, row.detail
    assert "a last card played does not win the round for its player" in row.detail
    assert "2 players; hands [1, 1]" in row.detail  # the smallest table that shows it
    assert "won the round" in row.confirmation
    # Draws only (seven_zero's own rule): the player who went out wins.
    (row,) = verify(unorules.load("seven_zero"), only=("winner",)).results
    assert row.status == PROVED, row.detail


def test_a_round_can_end_is_proved_by_a_witness_at_every_count() -> None:
    from unorules.verify.progress import replays_to_its_end

    report = verify("standard", only=("round_can_end", "target"))
    rows = report.by_property()
    row = rows["a round can end"]
    assert row.status == PROVED and row.method == "witness", row.detail
    witnesses = dict(re.findall(r"(\d+) players: seed (\d+), \d+ actions", row.detail))
    assert sorted(map(int, witnesses)) == list(range(2, 11))
    # The witness named is one the engine replays to the round's end; another seed's actions are not.
    from unorules.engine import random_games

    rules = unorules.load("standard")
    record, _ = random_games.play(rules, 5, seed=int(witnesses["5"]), rounds=1, max_actions=3000)
    assert replays_to_its_end(rules, 5, int(witnesses["5"]), record.actions)
    assert not replays_to_its_end(rules, 5, int(witnesses["5"]) + 100, record.actions[:3])


def test_a_count_without_a_witness_is_not_proved() -> None:
    # Every card draws one: rounds end only once both piles run dry, which most tables never reach.
    report = verify(str(BROKEN / "every_play_draws.uno"), only=("round_can_end",))
    (row,) = report.results
    # An existence statement a search did not settle is never refuted by it: searched, not
    # found, with what the search saw and the only ways a hand gets smaller (proved).
    assert row.status == NOT_FOUND and row.method == "search" and not row.ok, row.detail
    assert "searched, not found within the bound at 2, " in row.detail
    assert "that seat's hand never went below" in row.detail and "can leave a player with fewer cards" in row.detail
    assert row.verdict.startswith("searched, not found (")


def test_the_target_is_proved() -> None:
    report = verify("standard", only=("target",))
    rows = report.by_property()
    assert rows["target reachable"].status == PROVED
