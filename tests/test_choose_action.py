"""'player chooses one of: A / B': the player picks, as they play the card, which of its
printed actions happens (issue 23 item 4: a choice made when a card is played besides its
colour). Its compile checks, the play that names the pick, its engine meaning (planted: the
other action), its symbolic meaning (planted: always the first, which the exhaustive check
finds), the fast path's fallback and the kernel's refusal by name."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules import kernel
from unorules.engine import differential
from unorules.engine.notation import action_from_json, action_to_json
from unorules.errors import ArgumentError, IllegalAction, VariantError
from unorules.ir.effects.choose_action import ChooseAction
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.kernel import lower as lowering
from unorules.testing import ScenarioFailed, build_position, run_scenario
from unorules.verify import exhaustive

HERE = Path(__file__).parent / "scenarios" / "primitives"
VARIANT = HERE / "choose_action.uno"
SCENARIOS = sorted(HERE.glob("choose_action__*.toml"))


def rules() -> unorules.Rules:
    return unorules.loads(VARIANT.read_text(encoding="utf-8"), file=str(VARIANT))


def _compile(*lines: str) -> unorules.Rules:
    body = "\n".join(("variant probe", "extends standard", "card pick: 4 without colour, scores 50",
                      "expect 112 cards", "play pick: always", "start pick: return it and turn another", *lines))
    return unorules.loads(body + "\n", file="probe.uno")


def _refused(*lines: str) -> VariantError:
    with pytest.raises(VariantError) as got:
        _compile(*lines)
    return got.value


def test_the_card_offers_its_actions_to_the_play() -> None:
    r = rules()
    assert r.options_of == {"wild_choice": 2, "skip_or_reverse": 2}
    s = build_position(r, 3, {"dealer": 2, "to_act": 0, "color": "red", "discard": ["red 5"],
                              "hands": [["red skip_or_reverse", "red 3"], ["green 1"], ["green 3"]]})
    plays = [a for a in r.legal_actions(s) if a.kind == "play"]
    assert [(str(a.card), a.option) for a in plays] == [
        ("red 3", None), ("red skip_or_reverse", 1), ("red skip_or_reverse", 2)]
    a = r.action("p0 play red skip_or_reverse #2")
    assert (a.card, a.option) == (r.card("red skip_or_reverse"), 2) and str(a) == "p0 play red skip_or_reverse #2"
    assert a in plays and action_from_json(r, action_to_json(a)) == a


@pytest.mark.parametrize(("lines", "said"), [
    (("on pick: player chooses colour, player chooses one of: next draws 2",),
     "is a choice among one action ('the next player draws 2 cards'): there is nothing to pick"),
    (("on pick: player chooses colour, player chooses one of: next draws 2 / next draws 2",),
     "is written twice among the actions to pick from"),
    (("on pick: player chooses colour, next chooses one of: next draws 2 / reverse",),
     "only the player who plays the card picks one of its actions, not the next"),
    (("on pick: player chooses one of: player chooses colour / next draws 2",),
     "cannot be one of the actions to pick from: a colour choice is made whenever the card is played"),
    (("on pick: player chooses colour, player chooses one of: next draws 2 / reverse if 2 players",),
     "cannot depend on a condition: the player picks one of the card's actions whenever it is played"),
    (("on pick: player chooses colour, player chooses one of: next draws 2 / reverse, "
      "player chooses one of: next loses turn / next draws 1",),
     "a card offers one choice of its printed actions, and this clause writes 2"),
    (("on pick: next chooses colour, player chooses one of: next draws 2 / reverse",),
     "comes after a colour named in a later action, when the play that picked the action is over"),
    (("on pick: player chooses colour", "start skip: player chooses one of: first draws 2 / reverse"),
     "'player' cannot be used in start clauses: nobody has played a card at the start"),
    (("on pick: player chooses colour", "challenge wild_draw_four", "  if accepted: next draws 4, next loses turn",
      "  if guilty: player chooses one of: player draws 4 / player draws 2", "  if innocent: next draws 6"),
     "is picked by the player who plays the card, and a 'challenge' clause runs where nobody plays it"),
    (("on pick: player chooses colour", "start skip: dealer chooses one of: first draws 2 / reverse"),
     "only the player who plays the card picks one of its actions, not the dealer"),
])
def test_a_choice_nobody_can_make_is_refused(lines: tuple[str, ...], said: str) -> None:
    got = _refused(*lines)
    assert said in got.message, got.message


def test_the_reference_names_the_separator() -> None:
    got = _refused("on pick: player chooses colour, player chooses one of: next draws 2")
    assert "add another after '/'" in (got.hint or "")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenarios(path: Path) -> None:
    run_scenario(path)


def test_an_engine_doing_the_other_action_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    def other(self: ChooseAction, t: Table, ctx: Ctx) -> None:
        assert ctx.option is not None
        self.options[len(self.options) - ctx.option].run(t, ctx)

    monkeypatch.setattr(ChooseAction, "run", other)
    failed = []
    for path in SCENARIOS:
        try:
            run_scenario(path)
        except ScenarioFailed:
            failed.append(path.stem)
    assert "choose_action__wild_choice_draws_two" in failed and "choose_action__skip_or_reverse_skips" in failed


def test_a_symbolic_meaning_that_ignores_the_pick_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    r = rules()
    tables = exhaustive.small_tables(r)[:1]
    assert exhaustive.check(r, states=1500, tables=tables).ok

    def first(self: ChooseAction, z: SymTable) -> None:
        self.options[0].symbolic(z)

    monkeypatch.setattr(ChooseAction, "symbolic", first)
    assert not exhaustive.check(r, states=1500, tables=tables).ok


def test_the_fast_path_leaves_the_pick_to_the_reference() -> None:
    r = rules()
    for players, seed in ((2, 0), (3, 1), (4, 2)):
        assert differential.compare(r, players, seed=seed, max_actions=400) is None


def test_a_malformed_pick_is_refused_with_words() -> None:
    r = rules()
    s = r.new_game(players=3, seed=1)
    with pytest.raises(IllegalAction) as got:
        r.apply(s, unorules.Action("draw", s.to_act, option=1))
    assert "a draw action names no option" in str(got.value)
    with pytest.raises(IllegalAction) as bad:
        r.apply(s, unorules.Action("play", s.to_act, s.hands[s.to_act][0], option="two"))  # type: ignore[arg-type]
    assert "option must be the number of one of the card's actions" in str(bad.value)


def test_the_verifier_says_why_a_start_is_not_compared_with_the_play() -> None:
    from unorules.verify import verify

    (row,) = verify(rules(), only=("start cards act as played",)).results
    assert "not compared: skip_or_reverse (its player picks one of its actions as they play it" in row.detail


def test_the_kernel_refuses_it_by_name() -> None:
    with pytest.raises(kernel.LoweringError) as got:
        lowering.lower(rules())
    assert "the kernel refuses ChooseAction" in str(got.value)


def _agree(r: unorules.Rules) -> list[str | None]:
    from unorules.engine.probe import Ctx as EngineCtx
    from unorules.verify.agreement import check_primitive

    effects = [e for _, effs in r.on for e in effs if isinstance(e, ChooseAction)]
    out = []
    for seed in range(3):
        s = r.new_game(players=3 + seed, seed=seed)
        for e in effects:
            for option in (1, 2):
                out.append(check_primitive(r, s, e, EngineCtx(player=s.to_act, colour="red", option=option)))
    return out


def test_the_symbolic_meaning_agrees_with_the_engine_for_each_pick(monkeypatch: pytest.MonkeyPatch) -> None:
    r = rules()
    assert _agree(r) == [None] * 12

    def first(self: ChooseAction, z: SymTable) -> None:
        self.options[0].symbolic(z)

    monkeypatch.setattr(ChooseAction, "symbolic", first)
    assert sum(p is not None for p in _agree(r)) == 6  # every second pick differs


@pytest.mark.parametrize("text", ["p0 play red skip_or_reverse #0", "p0 play red skip_or_reverse #two",
                                  "p0 play red skip_or_reverse #1 #2"])
def test_a_pick_written_wrong_is_refused_with_words(text: str) -> None:
    with pytest.raises(ArgumentError) as got:
        rules().action(text)
    assert "the action picked on the card is written once, '#N' (N from 1)" in str(got.value)


def test_a_pick_in_json_is_a_number() -> None:
    with pytest.raises(ArgumentError) as got:
        action_from_json(rules(), {"kind": "play", "player": 0, "card": "red skip_or_reverse", "option": "2"})
    assert "an action's option is '2': expected the number of one of the card's actions" in str(got.value)


def test_a_pick_that_a_last_card_drops_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    run_scenario(HERE / "choose_action__wild_choice_last_card_draws.toml")
    monkeypatch.setattr(ChooseAction, "after_last_card", lambda self: None)  # as before: not a draw
    with pytest.raises(ScenarioFailed):
        run_scenario(HERE / "choose_action__wild_choice_last_card_draws.toml")
