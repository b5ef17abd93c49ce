"""Cards with effects laid together (issue 23, the reach campaign's r17: two Draw Twos laid
together, the next player draws 4 and loses the turn once): which effects may add up, the
pass after them on both engine paths, the model's pass against the engine on every small
table, the rule book's sentence and the kernel's refusal; each shown catching a planted fault."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import unorules
from unorules import kernel
from unorules.docs.rulebook import Phrased
from unorules.engine import differential
from unorules.errors import VariantError
from unorules.ir.mechanics.together import TogetherClause
from unorules.kernel import lower as lowering
from unorules.testing import ScenarioFailed, run_scenario

HERE = Path(__file__).parent / "reach23"
VARIANT = HERE / "r17_double_draw_two.uno"
KEPT = HERE / "r17_double_draw_two__second_kept_still_skips.toml"


def rules() -> unorules.Rules:
    return unorules.loads(VARIANT.read_text(encoding="utf-8"), file=str(VARIANT))


def _compile(line: str) -> unorules.Rules:
    return unorules.loads(f"variant probe\nextends standard\n{line}\n", file="probe.uno")


@pytest.mark.parametrize(("line", "effect"), [
    ("together reverse: same face", "reverse"),
    ("together wild_draw_four: same face", "may challenge"),
    ("on 7: next draws 1 if 2 players\ntogether 7: same face", "if there are exactly 2 players"),
    ("on 7: player plays again\ntogether 7: same face", "plays again"),
])
def test_an_effect_that_does_not_add_up_is_refused(line: str, effect: str) -> None:
    with pytest.raises(VariantError) as got:
        _compile(line)
    assert "only draws and the next player's lost turn are said to add up" in got.value.message
    assert effect in got.value.message, got.value.message
    assert "'together draw_two: same face'" in got.value.hint


def test_draws_and_a_lost_turn_may_be_laid_together() -> None:
    r = _compile("together draw_two, skip: same face")
    (clause,) = (m for m in r.mechanics if isinstance(m, TogetherClause))
    assert set(clause.lost) == {"skip", "draw_two"}
    assert not [m for m in _compile("together number cards: same face").mechanics
                if isinstance(m, TogetherClause) and m.lost]


def test_a_pass_that_forgets_the_lost_turn_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the pass after a Draw Two with a second one kept hands the turn to the next
    player, who drew 2 (what the pass did before cards with effects could be laid together)."""
    run_scenario(KEPT)
    monkeypatch.setattr(TogetherClause, "lost_turns", lambda self, top: 0)
    with pytest.raises(ScenarioFailed, match="to_act"):
        run_scenario(KEPT)


def test_the_fast_path_and_the_reference_agree() -> None:
    r = rules()
    for players, seed in ((2, 3), (3, 0), (4, 1)):
        assert differential.compare(r, players, seed=seed, max_actions=400) is None


def _exhaustive(**kw: Any) -> Any:
    pytest.importorskip("z3")
    from unorules.verify import exhaustive as ex

    return ex.check(rules(), states=ex.QUICK, verdicts=None, **kw)


def test_the_model_agrees_with_the_engine_on_every_small_table() -> None:
    got = _exhaustive()
    assert got.ok, "\n" + got.text()


def test_a_model_whose_pass_forgets_the_lost_turn_is_caught() -> None:
    pytest.importorskip("z3")
    import z3

    from unorules.engine.state import DRAWN, TOGETHER
    from unorules.verify.model import Guard, Model, Step
    from unorules.verify.symbolic import PHASE, SymTable

    class PassForgets(Model):
        """Planted: the pass after cards laid together always hands the turn to the next seat."""

        def pass_(self, n: int | None = None) -> Step:
            def build(z: SymTable, v: dict[str, Any], g: Guard) -> dict[str, Any]:
                g += [z3.Or(z.phase == PHASE[DRAWN], z.phase == PHASE[TOGETHER]), z.player == z.to_act]
                self.begin_turn(z, z.seat_after(z.player))
                return {}

            return self._step("pass", "pass", build, n=n)

    got = _exhaustive(model=PassForgets, stop_after=1)
    assert not got.ok and got.disagreements, "the mutant slipped through"
    assert "pass" in got.disagreements[0].describe()


def test_the_clause_whose_symbolic_lost_turn_is_wrong_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's lost turn is the clause's own (TogetherClause.symbolic_lost_turns, beside
    lost_turns): planted there, never losing the turn, the exhaustive check sees it."""
    pytest.importorskip("z3")
    from unorules.ir.mechanics.together import TogetherClause

    monkeypatch.setattr(TogetherClause, "symbolic_lost_turns", lambda self, z3, top, index: z3.IntVal(0))
    got = _exhaustive(stop_after=1)
    assert not got.ok and got.disagreements, "the mutant slipped through"


def test_the_rule_book_says_the_draws_add_up_and_the_turn_is_lost_once() -> None:
    said = TogetherClause.sentence(Phrased(rules()))
    assert "so the cards players must draw add up" in said and "loses it once" in said
    # Cards that do nothing keep the sentence they had.
    plain = TogetherClause.sentence(Phrased(_compile("together number cards: same face")))
    assert "add up" not in plain and "the next player's turn begins" in plain


def test_the_kernel_refuses_it_by_name() -> None:
    with pytest.raises(kernel.LoweringError, match=r"refuses cards with effects played together \(draw_two\)"):
        lowering.lower(rules())
    lowering.lower(_compile("together number cards: same face"))  # cards that do nothing still lower
