"""'together SELECTOR: CONDITION' (several cards of one number in a turn): what the
compiler refuses, what the readers say, and faults the scenarios and checks catch."""

from __future__ import annotations

import random
from pathlib import Path

import attrs
import pytest

import unorules
from unorules.engine.validate import check_state
from unorules.errors import StateError, VariantError
from unorules.ir.mechanics.together import TogetherClause
from unorules.testing import ScenarioFailed, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios" / "house" / "multiple_cards"


def _variant(tmp_path: Path, body: str, parent: str = "standard") -> Path:
    path = tmp_path / "t.uno"
    path.write_text(f"variant t\nextends {parent}\n{body}\n", encoding="utf-8")
    return path


def test_the_house_file_plays_number_cards_together() -> None:
    r = unorules.load("multiple_cards")
    assert r.together is not None and r.together.english() == "it shows the same number or symbol as the top card"
    assert r.together_kinds == frozenset(str(n) for n in range(10))


def test_a_card_with_an_effect_cannot_be_played_together(tmp_path: Path) -> None:
    with pytest.raises(VariantError) as got:
        unorules.load(_variant(tmp_path, "together any card: same face"))
    assert "does something when played" in str(got.value) and got.value.line == 3


def test_only_one_together_clause(tmp_path: Path) -> None:
    with pytest.raises(VariantError) as got:
        unorules.load(_variant(tmp_path, "together 1 to 4: same face\ntogether 5 to 9: same face"))
    assert "only one 'together' clause" in str(got.value) and got.value.line == 4


def test_without_removes_the_inherited_clause(tmp_path: Path) -> None:
    r = unorules.load(_variant(tmp_path, "without together number cards", parent="multiple_cards"))
    assert r.together is None and r.together_kinds == frozenset()
    s = r.new_game(3, seed=1)
    assert all(a.kind != "pass" for a in r.legal_actions(s))


def test_the_kernel_lowers_it() -> None:
    """The kernel plays cards together in a phase of its own (its games replay through
    the engine: tests/test_kernel_rules.py)."""
    pytest.importorskip("numba")
    from unorules.kernel.lower import F_TOGETHER, lower

    assert lower(unorules.load("multiple_cards")).code[F_TOGETHER] >= 0
    assert lower(unorules.load("standard")).code[F_TOGETHER] == -1


def test_a_together_phase_is_refused_where_nothing_is_played_together() -> None:
    std = unorules.load("standard")
    s = std.new_game(3, seed=2)
    with pytest.raises(StateError, match="plays no cards together"):
        check_state(std, attrs.evolve(s, phase="together"))


def test_random_games_only_offer_what_applies() -> None:
    r = unorules.load("multiple_cards")
    seen = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = r.new_game(4, seed=seed)
        for _ in range(300):
            if s.game_over:
                break
            acts = r.legal_actions(s)
            if s.phase == "together":
                seen += 1
                top = s.discard_pile[-1]
                plays = [a for a in acts if a.kind == "play" and a.player == s.to_act]
                assert plays and all(a.card is not None and a.card.kind == top.kind for a in plays)
            s = r.apply(s, rng.choice(acts))
    assert seen > 0


def test_the_rule_book_says_it() -> None:
    from unorules.docs.rulebook import Phrased
    from unorules.ir.mechanics.together import TogetherClause

    text = TogetherClause.sentence(Phrased(unorules.load("multiple_cards")))
    assert "number cards (0 to 9)" in text and "last card counts" in text


def test_an_engine_that_ignores_the_condition_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mutant adds any selected card, whatever the condition says."""
    run_scenario(SCENARIOS / "only_the_same_number_is_added.toml")

    def any_number(self, e, card, top, color, hand, players):  # type: ignore[no-untyped-def]
        return card.kind in self.kinds

    monkeypatch.setattr(TogetherClause, "addable", any_number)
    with pytest.raises(ScenarioFailed):
        run_scenario(SCENARIOS / "only_the_same_number_is_added.toml")


def test_an_engine_that_never_lets_the_player_add_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    # In both meanings the engine may take: the reference one and the fast paths' table.
    monkeypatch.setattr(TogetherClause, "addable", lambda *args: False)
    monkeypatch.setattr(TogetherClause, "fast_adds", lambda *args: [])
    with pytest.raises(ScenarioFailed):
        run_scenario(SCENARIOS / "two_fives_last_colour_counts.toml")


def test_the_verifier_proves_it() -> None:
    pytest.importorskip("z3")
    from unorules.verify.properties import verify_rules

    report = verify_rules("multiple_cards", only=("conservation", "turn order in range", "empty hand ends the round",
                                                 "no deadlock", "engine agrees"))
    assert len(report.results) == 5 and report.ok, report.failed()


def test_the_verifier_catches_an_engine_that_keeps_the_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """A mutant engine that stays in the together phase after the last card that may be added
    (so the player passes for nothing) disagrees with the model."""
    pytest.importorskip("z3")
    from unorules.verify.agreement import check_games

    real = TogetherClause.addable

    def always_more(self, e, card, top, color, hand, players):  # type: ignore[no-untyped-def]
        return card.kind in self.kinds or real(self, e, card, top, color, hand, players)

    fast = TogetherClause.fast_adds

    def always_more_fast(self, e, top, color, hand):  # type: ignore[no-untyped-def]
        return sorted({c for c in hand if c.kind in self.kinds} | set(fast(self, e, top, color, hand)))

    monkeypatch.setattr(TogetherClause, "addable", always_more)
    monkeypatch.setattr(TogetherClause, "fast_adds", always_more_fast)
    assert check_games(unorules.load("multiple_cards"), games=4, max_actions=200) is not None


def test_the_env_plays_it_and_only_its_observations_grow() -> None:
    pytest.importorskip("pettingzoo")
    from unorules.env import Encoding

    std = Encoding(unorules.load("standard"), 3)
    mine = Encoding(unorules.load("multiple_cards"), 3)
    assert dict(mine.parts)["phase"] == dict(std.parts)["phase"] + 1
    assert "together" not in std.phases and mine.phases[-1] == "together"
