"""The kernel's opcodes for knock-outs, random draws, the playability questions and the
false UNO call, each shown at work in kernel games that replay exactly through the
engine, and each shown catching a mutant of its lowering.

tests/test_kernel.py replays every bundled variant; here the games are picked where the
rule acts (a seat knocked out, a card launcher's press, a start card the first player
cannot match...), so that a wrong opcode cannot hide in games where it never runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

import unorules
from unorules import Rules

pytest.importorskip("numba")

from test_kernel import mismatch

import unorules.kernel.lower as lowering
from unorules import kernel
from unorules.ir import conditions as C
from unorules.ir import effects as E


def _replays(rules: Rules, players: int, seeds: list[int], policy: str, cap: int) -> list[str]:
    return [f"seed {s}: {m}" for s in seeds if (m := mismatch(rules, players, s, policy, cap))]


# --- knock-outs ---------------------------------------------------------------------------------
def _knocked_out(rules: Rules, players: int, seeds: range, cap: int) -> list[int]:
    return [s for s in seeds if any(kernel.trace(rules, players, s, "uniform", max_actions=cap).final["out"])]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_knocked_out_seats_replay_exactly(players: int) -> None:
    rules = unorules.load("mercy")
    seeds = _knocked_out(rules, players, range(120), 3000)[:4]
    assert seeds, "no kernel game of mercy knocked anybody out"
    assert not _replays(rules, players, seeds, "uniform", 3000)


@pytest.fixture
def lowered_as(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Callable[[Any], Any]], None]]:
    """Make the kernel lower every variant and then change its program (a mutant)."""
    def use(change: Callable[[Any], Any]) -> None:
        def mutant(rules: Any) -> Any:
            program = lowering.lower(rules)
            code = program.code.copy()
            change(code)
            code.flags.writeable = False
            return attrs.evolve(program, code=code)
        monkeypatch.setattr(kernel, "_lower", mutant)
        monkeypatch.setattr(kernel, "_PROGRAMS", {})
        monkeypatch.setattr(kernel, "_BUFFERS", {})
    yield use


def test_a_knock_out_one_card_late_is_caught(lowered_as: Callable[[Callable[[Any], Any]], None]) -> None:
    rules = unorules.load("mercy")
    seeds = _knocked_out(rules, 4, range(120), 3000)[:3]
    lowered_as(lambda code: code.__setitem__(lowering.F_KNOCK_OUT, code[lowering.F_KNOCK_OUT] + 1))
    assert _replays(rules, 4, seeds, "uniform", 3000)


# --- random draws -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 10])
def test_a_launchers_presses_replay_exactly(players: int) -> None:
    rules = unorules.load("attack")
    game = kernel.trace(rules, players, 3, "random")
    kinds = {a.card.kind for a in game.actions if a.kind == "play" and a.card is not None}
    assert any(a.kind == "draw" for a in game.actions) and kinds & {"hit_2", "wild_all_hit", "wild_hit_fire"}
    assert not _replays(rules, players, list(range(6)), "random", 5000)
    assert not _replays(rules, players, list(range(3)), "uniform", 300)


def test_a_press_that_shoots_one_card_fewer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("attack")
    monkeypatch.setattr(E.RandomDraw, "lowered", lambda e, k: [
        lowering.E_RANDOM_DRAW, lowering.WORDS[e.who], e.low, e.high - 1])
    assert _replays(rules, 4, list(range(6)), "random", 5000)


def test_a_draw_rule_with_another_spread_is_caught(lowered_as: Callable[[Callable[[Any], Any]], None]) -> None:
    rules = unorules.load("attack")
    lowered_as(lambda code: code.__setitem__(lowering.F_DRAW_HIGH, code[lowering.F_DRAW_HIGH] + 1))
    assert _replays(rules, 4, list(range(6)), "random", 5000)


# --- what else may be played --------------------------------------------------------------------
def _duty_seeds(rules: Rules, players: int) -> list[int]:
    """Seeds whose first player could not match a number card turned over (and drew 2)."""
    out = []
    for seed in range(60):
        s = rules.new_game(players=players, seed=seed)
        first = (s.dealer + 1) % players
        if s.discard_pile[0].kind.isdigit() and s.to_act != first:
            out.append(seed)
    return out


@pytest.mark.parametrize("players", [2, 4, 10])
def test_a_first_player_who_cannot_match_replays_exactly(players: int) -> None:
    rules = unorules.load("first_player_duty")
    seeds = _duty_seeds(rules, players)
    assert seeds, "no deal left the first player without a match"
    assert not _replays(rules, players, seeds[:4], "random", 5000)


def test_a_has_playable_card_that_always_holds_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("first_player_duty")
    seeds = _duty_seeds(rules, 4)[:4]
    monkeypatch.setattr(C.HasPlayable, "lowered", lambda c, k: [lowering.C_ALWAYS, 0])
    assert _replays(rules, 4, seeds, "random", 5000)


def test_no_other_playable_card_replays_exactly_and_a_mutant_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("no_bluffing")
    wd4 = rules.card("wild_draw_four")
    # Uniform games where a Wild Draw Four was held but could not be played (another card could).
    seeds = [s for s in range(40) if _wd4_withheld(rules, 3, s, wd4)][:4]
    assert seeds
    assert not _replays(rules, 3, seeds, "uniform", 300)
    monkeypatch.setattr(C.NoOtherPlayable, "lowered", lambda c, k: [lowering.C_ALWAYS, 0])
    assert _replays(rules, 3, seeds, "uniform", 300)


def _wd4_withheld(rules: Rules, players: int, seed: int, wd4: Any) -> bool:
    game = kernel.trace(rules, players, seed, "uniform", max_actions=300)
    state = rules.new_game(players=players, seed=seed)
    for a in game.actions:
        if state.phase == "turn" and wd4 in state.hands[state.to_act]:
            if not any(x.card == wd4 for x in rules.legal_actions(state)):
                return True
        state = rules.apply(state, a)
    return False


def test_a_play_rule_that_reads_the_hand_beside_no_other_playable_card_is_refused() -> None:
    rules = unorules.loads("variant child\nextends no_bluffing\nplay wild: no card of active colour in hand\n")
    with pytest.raises(kernel.LoweringError, match="NoOtherPlayable"):
        lowering.lower(rules)


# --- a false UNO call ---------------------------------------------------------------------------
def test_false_uno_calls_replay_exactly_and_cost_what_the_penalty_says(
        lowered_as: Callable[[Callable[[Any], Any]], None]) -> None:
    rules = unorules.load("uno_penalties")
    false_calls = 0
    for seed in range(4):
        game = kernel.trace(rules, 4, seed, "uniform", max_actions=300)
        state = rules.new_game(players=4, seed=seed)
        for a in game.actions:
            if a.kind == "uno" and len(state.hands[a.player]) >= 2:
                false_calls += 1
            state = rules.apply(state, a)
    assert false_calls
    assert not _replays(rules, 4, list(range(4)), "uniform", 300)
    # The machine offering no false call is caught (the engine lists one more action).
    lowered_as(lambda code: code.__setitem__(lowering.F_FALSE_UNO, -1))
    assert _replays(rules, 4, list(range(4)), "uniform", 300)


# --- cards played together ----------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 10])
def test_cards_played_together_replay_exactly(players: int) -> None:
    rules = unorules.load("multiple_cards")
    added = 0
    for seed in range(4):
        game = kernel.trace(rules, players, seed, "random")
        added += sum(1 for a, b in zip(game.actions, game.actions[1:], strict=False)
                     if a.kind == "play" and b.kind == "play" and a.player == b.player)
    assert added, "no kernel game added a card to a play"
    assert not _replays(rules, players, list(range(4)), "random", 5000)
    assert not _replays(rules, players, list(range(2)), "uniform", 300)


def test_a_machine_that_never_lets_cards_be_added_is_caught(
        lowered_as: Callable[[Callable[[Any], Any]], None]) -> None:
    rules = unorules.load("multiple_cards")
    lowered_as(lambda code: code.__setitem__(lowering.F_TOGETHER, -1))
    assert _replays(rules, 2, list(range(4)), "random", 5000)


def test_whole_games_count_rounds_whose_knock_out_bonus_outgrows_the_deck() -> None:
    """The histogram also holds the knock-out bonus, which may exceed the deck's points
    (every other seat knocked out: the bonus times the players less one)."""
    heavy = unorules.loads("variant heavy_bonus\nextends no_mercy\n"
                           "knock out at 25 cards, winner scores 5000 for each player out\n")
    deck = sum(heavy.points(c) for c in heavy.deck)
    counts = kernel.count_games(heavy, 4, range(30))
    assert counts.games == 30 and max(v for v, _ in counts.points) > deck
