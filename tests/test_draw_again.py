"""'draw: ..., may draw again': the turn stays open after drawing, so a player may draw one
card at a time for as long as they like, then play any card they may play or pass (issue 23
item 4: drawing more cards by choice before playing). Its compile checks, its engine meaning
(planted: the turn closing after an unplayable draw, the old meaning, fails a scenario), its
symbolic meaning (planted: a model that closes the turn, found by the exhaustive check), the
fast path's fallback and the kernel's refusal by name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import pytest

import unorules
from unorules import kernel
from unorules.engine import differential
from unorules.errors import IllegalAction, VariantError
from unorules.ir.mechanics.draw import DrawClause
from unorules.kernel import lower as lowering
from unorules.testing import ScenarioFailed, build_position, run_scenario
from unorules.verify import exhaustive
from unorules.verify.model import Model, Step

HERE = Path(__file__).parent / "scenarios" / "primitives"
VARIANT = HERE / "draw_again.uno"
SCENARIOS = sorted(HERE.glob("draw_again__*.toml"))


def rules() -> unorules.Rules:
    return unorules.loads(VARIANT.read_text(encoding="utf-8"), file=str(VARIANT))


def _rules(draw: str) -> unorules.Rules:
    return unorules.loads(f"variant probe\nextends standard\ndraw: {draw}\n", file="probe.uno")


def test_the_option_keeps_the_turn_open() -> None:
    d = _rules("one card, may draw again").draw
    assert d.again and d.anytime and not d.until_playable and d.random is None
    assert not _rules("one card, may draw again, only without a playable card").draw.anytime


@pytest.mark.parametrize(("draw", "other"), [
    ("until playable, may draw again", "'until playable'"),
    ("0 to 3 cards at random, may draw again", "'0 to 3 cards at random'"),
    ("one card, must play it, may draw again", "'must play it'"),
    ("one card, may not play it, may draw again", "'may not play it'"),
])
def test_it_goes_with_no_way_of_drawing_that_ends_the_turn(draw: str, other: str) -> None:
    with pytest.raises(VariantError) as got:
        _rules(draw)
    assert "'may draw again' lets the player draw one card at a time for as long as they like" in got.value.message
    assert other in got.value.message and "'draw: one card, may draw again'" in (got.value.hint or "")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenarios(path: Path) -> None:
    run_scenario(path)


def test_an_engine_that_closes_the_turn_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    act = DrawClause.act

    def closes(self: DrawClause, e: Any, t: Any, s: Any, a: Any) -> None:
        act(attrs.evolve(self, again=False), e, t, s, a)

    monkeypatch.setattr(DrawClause, "act", closes)
    with pytest.raises(ScenarioFailed):
        run_scenario(HERE / "draw_again__fish_for_a_colour.toml")


def test_drawing_again_follows_the_rule_of_the_first_draw() -> None:
    r = _rules("one card, may draw again, only without a playable card")
    s = build_position(r, 3, {"dealer": 2, "to_act": 0, "color": "red", "discard": ["red 5"],
                              "draw_pile": ["red 9", "blue 1"],
                              "hands": [["blue 3", "green 7"], ["green 1"], ["green 3"]]})
    s = r.apply(s, r.action("p0 draw"))
    assert s.phase == "drawn" and {a.kind for a in r.legal_actions(s) if a.player == 0} == {"play", "pass"}
    with pytest.raises(IllegalAction) as got:
        r.apply(s, r.action("p0 draw"))
    assert "only without a playable card" in str(got.value)


class ClosesTheTurn(Model):
    """The model's draw as without 'may draw again': a card that cannot be played ends the turn."""

    def draw(self, n: int | None = None) -> Step:
        real = self.rules

        class Closed:
            draw = attrs.evolve(real.draw, again=False)

            def __getattr__(self, name: str) -> Any:
                return getattr(real, name)

        self.rules = Closed()  # type: ignore[assignment]
        try:
            return super().draw(n)
        finally:
            self.rules = real


def test_a_model_that_closes_the_turn_is_found() -> None:
    r = rules()
    tables = exhaustive.small_tables(r)[:1]
    assert exhaustive.check(r, states=1500, tables=tables).ok
    assert not exhaustive.check(r, states=1500, tables=tables, model=ClosesTheTurn, verdicts=None, stop_after=1).ok


def test_the_fast_path_leaves_the_open_turn_to_the_reference() -> None:
    r = rules()
    for players, seed in ((2, 0), (3, 1), (4, 2)):
        assert differential.compare(r, players, seed=seed, max_actions=400) is None


def test_the_kernel_refuses_it_by_name() -> None:
    with pytest.raises(kernel.LoweringError) as got:
        lowering.lower(rules())
    assert "the kernel refuses the draw option 'may draw again'" in str(got.value)
