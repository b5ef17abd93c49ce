"""Cards passed from hand to hand, each picked by its giver ('player passes 2 cards to
next', 'hands pass on 1 card'): the picks wait in the state, only their holder sees them,
a tampered pick is refused, and a wrong engine or Z3 meaning of the effects is caught by
the scenarios and by the exhaustive check."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules.engine.notation import state_from_json, state_to_json
from unorules.engine.state import Action, GameState
from unorules.errors import IllegalAction, ScenarioError, StateError, VariantError
from unorules.ir.effects import pass_cards
from unorules.ir.effects.pass_cards import PassCards
from unorules.ir.effects.pass_cards_on import PassCardsOn
from unorules.testing import build_position, run_scenario

HERE = Path(__file__).resolve().parent
REACH = HERE / "reach23"
ON = REACH / "r05_pass_one_card_on.uno"
MOVED = REACH / "r05_pass_one_card_on__picked_cards_move_to_the_next.toml"
TWO = HERE / "scenarios" / "primitives" / "pass_cards__two_picked_cards_go_to_next.toml"


def _picking() -> tuple[unorules.Rules, GameState]:
    """r05's table after the 0 and the first pick (player 0 picked blue 1)."""
    rules = unorules.load(ON)
    c = rules.card
    s = build_position(rules, 3, {"dealer": 2, "to_act": 0, "color": "red", "discard": ["red 5"],
                                  "hands": [["red 0", "blue 1", "blue 2"], ["green 1", "green 2"],
                                            ["yellow 3", "yellow 4"]]})
    s = rules.apply(s, Action("play", 0, c("red 0")))
    return rules, rules.apply(s, Action("choose", 0, c("blue 1")))


def test_only_the_picker_sees_their_picks_and_the_list_offers_the_rest_of_their_hand() -> None:
    rules, s = _picking()
    c = rules.card
    assert s.picked[0] == (c("blue 1"),) and s.hands[0] == (c("blue 1"), c("blue 2"))
    assert rules.view(s, 0).picks == ((c("blue 1"),), (), ())
    assert rules.view(s, 1).picks == ((None,), (), ()) == rules.view(s, 2).picks
    assert {a.card for a in rules.legal_actions(s) if a.player == 1} == {c("green 1"), c("green 2")}
    assert all(a.kind == "choose" and a.color is None for a in rules.legal_actions(s) if a.player == 1)


def test_a_state_waiting_for_picks_is_saved_and_read_back() -> None:
    rules, s = _picking()
    again = state_from_json(rules, state_to_json(s))
    assert again == s
    c = rules.card
    after = rules.apply(rules.apply(again, Action("choose", 1, c("green 2"))), Action("choose", 2, c("yellow 4")))
    assert after.hands[1] == (c("green 1"), c("blue 1")) and after.picked == ()


def test_a_tampered_pick_is_refused_by_name() -> None:
    rules, s = _picking()
    c = rules.card
    import attrs

    stolen = attrs.evolve(s, picked=((c("green 1"),), (), ()))  # a card of another hand
    with pytest.raises(StateError, match="picked names green 1 for player 0"):
        rules.legal_actions(stolen)
    idle = attrs.evolve(s, picked=((c("blue 1"),), (), ()), phase="turn", held=None, to_act=1)
    with pytest.raises(StateError, match="nobody is picking"):
        rules.legal_actions(idle)
    with pytest.raises(IllegalAction, match="holds no red 9"):
        rules.apply(s, Action("choose", 1, c("red 9")))


def test_a_wrong_card_passed_by_the_engine_is_caught_by_the_scenarios(monkeypatch: pytest.MonkeyPatch) -> None:
    run_scenario(MOVED)
    run_scenario(TWO)
    real = pass_cards.hand_over

    def first_card_instead(e: object, t: object, ctx: object) -> None:
        # Planted: each giver's first card moves instead of the one they picked.
        for seat, picks in enumerate(t.picked):  # type: ignore[attr-defined]
            t.picked[seat] = [t.hands[seat][0] for _ in picks]  # type: ignore[attr-defined]
        real(e, t, ctx)  # type: ignore[arg-type]

    monkeypatch.setattr(pass_cards, "hand_over", first_card_instead)
    for path in (MOVED, TWO):
        with pytest.raises(ScenarioError, match="hands"):
            run_scenario(path)


@pytest.mark.parametrize("variant", [ON, HERE / "scenarios" / "primitives" / "pass_cards.uno"], ids=["on", "to"])
def test_the_models_meaning_agrees_with_the_engine_and_a_wrong_one_is_caught(
        variant: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("z3")
    from unorules.verify import exhaustive as ex

    rules = unorules.load(variant)
    got = ex.check(rules, states=ex.QUICK, verdicts={})
    assert got.ok, got.text()
    assert any("pick (then on" in name for t in got.tables for name in t.covered), got.text()
    if variant == ON:
        # Planted: the cards leave every hand and arrive nowhere.
        monkeypatch.setattr(PassCardsOn, "passed", lambda self, z: [h - pass_cards.given(z, h, self.n)
                                                                    for h in z.hands])
    else:
        # Planted: the giver keeps their cards (only the receiver's count grows).
        def keeps(self: PassCards, z: object) -> None:
            zz = z.z3  # type: ignore[attr-defined]
            z.chooser, z.chooser_set = z.to_act, pass_cards.another(z, self.n)  # type: ignore[attr-defined]
            moved = z.fork()  # type: ignore[attr-defined]
            to = moved.one_seat(self.to)
            moved.set_hand(to, moved.hand(to) + self.n)
            z.merge(zz.Not(z.chooser_set), moved)  # type: ignore[attr-defined]

        monkeypatch.setattr(PassCards, "symbolic_picked", keeps)
    bad = ex.check(rules, states=ex.QUICK, verdicts={}, stop_after=1)
    assert not bad.ok and "pick (then on" in bad.disagreements[0].describe(), bad.text()


@pytest.mark.parametrize(("line", "words"), [
    ("on 7: player passes 0 cards to next", "at least 1 card"),
    ("on 7: player passes 1 card to player", "to themselves"),
    ("on 7: player passes 1 card to target", "not of 'target'"),
    ("on 7: others passes 1 card to next", "others"),
    ("on 0: hands pass on 0 cards", "at least 1 card"),
    ("start 7: dealer passes 1 card to next", "only makes sense in 'on' clauses"),
])
def test_a_pass_that_cannot_mean_anything_is_refused_with_the_line(tmp_path: Path, line: str, words: str) -> None:
    path = tmp_path / "bad.uno"
    path.write_text(f"variant bad\nextends standard\n{line}\n", encoding="utf-8")
    with pytest.raises(VariantError, match=words) as got:
        unorules.load(path)
    assert got.value.line == 3


def test_the_kernel_refuses_picks_by_name() -> None:
    from unorules.kernel import lower

    rules = unorules.load(ON)
    with pytest.raises(Exception, match="refuses PassCardsOn"):
        lower.lower(rules)


def test_the_env_gives_every_pick_an_action_index() -> None:
    pytest.importorskip("gymnasium")
    from unorules.env.spaces import Encoding

    rules, s = _picking()
    enc = Encoding(rules, 3)
    picks = [a for a in rules.legal_actions(s) if a.kind == "choose"]
    assert picks and len({enc.encode(a) for a in picks}) == len(picks)


def test_the_web_table_shows_a_pick_to_its_picker_only() -> None:
    from unorules.web.table import action_label, narrate

    rules, s = _picking()
    pick = next(a for a in rules.legal_actions(s) if a.player == 1 and a.kind == "choose")
    after = rules.apply(s, pick)
    mine, theirs = narrate(rules, s, pick, after, you=1)["text"], narrate(rules, s, pick, after, you=0)["text"]
    assert "picks" in mine and "green" in mine.lower()
    assert "picks a card" in theirs and "green" not in theirs.lower()
    assert action_label(rules, pick).startswith("Pick ")


def test_the_terminal_log_hides_the_bots_picks() -> None:
    from unorules.play.session import Session

    rules, s = _picking()
    session = Session(rules, 3, 2, seed=0)
    pick = next(a for a in rules.legal_actions(s) if a.player == 1 and a.kind == "choose")
    session.state = rules.apply(s, pick)
    assert session.describe(s, pick) == "p1 picks a card"
    session.seat = 1
    assert session.describe(s, pick) == str(pick) and "green" in str(pick)


def test_the_search_bot_deals_a_state_with_the_picks_it_knows() -> None:
    from unorules.bots.ismcts import Ismcts
    from unorules.testing import build_position

    rules = unorules.load(HERE / "scenarios" / "primitives" / "pass_cards.uno")
    c = rules.card
    s = build_position(rules, 3, {"dealer": 2, "to_act": 0, "color": "red", "discard": ["red 5"],
                                  "hands": [["red 7", "blue 1", "blue 2", "green 9"], ["green 1", "green 2"],
                                            ["yellow 3", "yellow 4"]]})
    s = rules.apply(rules.apply(s, Action("play", 0, c("red 7"))), Action("choose", 0, c("green 9")))
    bot = Ismcts(iterations=20, seed=1)
    dealt = bot.determinise(rules, rules.view(s, 1))  # the other seat: which card, it deals
    assert len(dealt.picked[0]) == 1 and dealt.picked[0][0] in dealt.hands[0]
    rules.legal_actions(dealt)  # a state the engine accepts
    legal = tuple(a for a in rules.legal_actions(s) if a.player == 0)
    assert bot.act(rules, rules.view(s, 0), legal) in legal


@pytest.mark.parametrize(("written", "suggested"), [
    ("player gives 1 card to next", "player passes 1 card to next"),
    ("player passes a card to next", "player passes 1 card to next"),
    ("others pass 1 card on", "hands pass on 1 card"),
    ("player swaps hands", "player swaps hands with next"),
])
def test_what_the_campaign_tried_is_answered_with_a_phrase_that_compiles(
        tmp_path: Path, written: str, suggested: str) -> None:
    path = tmp_path / "tried.uno"
    path.write_text(f"variant tried\nextends standard\non 0: {written}\n", encoding="utf-8")
    with pytest.raises(VariantError) as got:
        unorules.load(path)
    assert f"'{suggested}'" in str(got.value)
    path.write_text(f"variant tried\nextends standard\non 0: {suggested}\n", encoding="utf-8")
    unorules.load(path)  # the suggestion itself is a clause the language takes


@pytest.mark.slow
def test_with_knock_outs_the_passes_are_proved_and_agree(tmp_path: Path) -> None:
    # The model's passes among the seats still in: each receives what one other gave (a
    # count that only said the cards in hands stay as many let a hand of 1 end at 0, and
    # "round winner's hand empty" was refuted by a state no game reaches).
    pytest.importorskip("z3")
    from unorules.verify import exhaustive as ex
    from unorules.verify import verify

    path = tmp_path / "knock.uno"
    path.write_text("variant knock\nextends mercy\non 0: hands pass on 1 card\n"
                    "on 7: player passes 1 card to next\n", encoding="utf-8")
    report = verify(str(path), agreement_games=1, agreement_actions=80)
    assert report.ok, "\n" + report.table()
    got = ex.check(unorules.load(path), states=ex.QUICK, verdicts={})
    assert got.ok, got.text()
