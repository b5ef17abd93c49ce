"""The PettingZoo and Gymnasium environments: the libraries' own checkers on every bundled
variant at 2 and 4 players, whole rounds with masked random actions, and the checks
shown catching a broken environment."""

from __future__ import annotations

import random
import warnings
from collections import Counter
from typing import Any

import attrs
import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, render_test, seed_test
from pettingzoo.utils.conversions import aec_to_parallel
from tiers import cover, split

import unorules
from unorules import Action
from unorules.env import Encoding, SingleSeatEnv, env, raw_env
from unorules.env.aec import Offer

VARIANTS = unorules.variants()
# Every variant at 2 and 4 players, where it may be played so (two_player, partners).
CASES = [(v, p) for v in VARIANTS for p in (2, 4)
         if unorules.load(v).min_players <= p <= unorules.load(v).max_players]
# The fast tier: the cover's variants (tests/tiers.py) at both counts; the slow tier every case.
TIERED = split(CASES, lambda c: c[0] in cover())


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    # The checkers warn that a dict observation "probably should be" a Box, as they do
    # for PettingZoo's own classic environments with action masks.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        yield


@pytest.mark.parametrize(("variant", "players"), TIERED)
def test_pettingzoo_and_gymnasium_checkers(variant: str, players: int) -> None:
    api_test(env(variant, players), num_cycles=300)
    seed_test(lambda: env(variant, players), num_cycles=300)
    check_env(SingleSeatEnv(variant, players), skip_render_check=True)


@pytest.mark.parametrize("variant", ["standard", "minion"])
def test_render_modes(variant: str, capsys: pytest.CaptureFixture[str]) -> None:
    render_test(lambda render_mode=None: env(variant, 3, render_mode=render_mode))
    assert "round 1: top" in capsys.readouterr().out  # human mode prints the table
    g = SingleSeatEnv(variant, 2, render_mode="ansi")
    g.reset(seed=1)
    text = g.render()
    assert text is not None and "p0 score" in text


def test_parallel_conversion_is_refused_for_a_turn_based_game() -> None:
    # One seat decides at a time, so PettingZoo's AEC-to-parallel conversion does not
    # apply; the metadata says so and the conversion refuses, as for chess or UNO in RLCard.
    e = env("standard", 2)
    assert e.metadata["is_parallelizable"] is False
    with pytest.raises(AssertionError, match="not generally safe"):
        aec_to_parallel(e)


def play_rounds(variant: str, players: int, seed: int, rounds: int | None = 1,
                check_every_step: bool = True) -> dict[str, Any]:
    """Masked random play to the end; checks the deck is conserved (at every step)."""
    e = raw_env(variant, players, rounds=rounds, max_steps=50_000)
    e.reset(seed=seed)
    deck = Counter(e.rules.deck)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        totals[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal), f"{agent} selected with nothing to do"
        i = int(legal[rng.randrange(len(legal))])
        kinds[e.enc.keys[i][0]] += 1
        e.step(i)
        if check_every_step:
            assert Counter(e._game().all_cards()) == deck
    state = e._game()
    assert Counter(state.all_cards()) == deck
    assert not e.agents  # every seat was told the episode ended, and stepped out
    return {"state": state, "totals": totals, "kinds": kinds, "steps": e.steps}


@pytest.mark.parametrize("variant", ["standard", "minion_penalty"])
def test_whole_rounds_end_with_the_variants_points_as_rewards(variant: str) -> None:
    out = play_rounds(variant, 3, seed=5)
    state = out["state"]
    assert state.round_over
    rules = unorules.load(variant)
    sign = 1 if rules.scoring == "winner" else -1
    assert [out["totals"][f"player_{i}"] for i in range(3)] == [sign * s for s in state.scores]
    assert any(state.scores)


@pytest.mark.parametrize(("variant", "players"), TIERED)
def test_a_whole_round_of_masked_random_actions_ends_with_its_points(variant: str, players: int) -> None:
    if "false_uno" in unorules.load(variant).penalty_of:
        # A masked random agent calls UNO falsely at about every other turn and draws 2 for
        # it: such a round need not end.
        pytest.skip("random play keeps drawing for false UNO calls")
    out = play_rounds(variant, players, seed=1, check_every_step=False)
    state = out["state"]
    assert state.round_over and state.round_winner is not None
    sign = -1 if unorules.load(variant).scoring == "penalty" else 1
    assert [out["totals"][f"player_{i}"] for i in range(players)] == [sign * s for s in state.scores]


def test_out_of_turn_windows_offer_uno_catch_and_wait() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(6):
        kinds += play_rounds("standard", 2, seed)["kinds"]
    assert kinds["uno"] and kinds["catch"] and kinds["wait"]


def test_jump_in_is_offered_out_of_turn() -> None:
    e = raw_env("jump_in", 4)
    seen = False
    for seed in range(30):
        e.reset(seed=seed)
        s = e._game()
        for seat in range(4):
            if seat != s.to_act:
                actions, wait = e.offered(seat)
                seen = seen or (wait and any(a.kind == "play" for a in actions))
    assert seen


def test_every_action_the_engine_produces_has_an_index() -> None:
    for variant in VARIANTS:
        rules = unorules.load(variant)
        n = max(rules.min_players, min(4, rules.max_players))
        enc = Encoding(rules, n)
        assert len(set(enc.keys)) == enc.size
        state = rules.new_game(players=n, seed=1)
        rng = random.Random(1)
        for _ in range(300):
            legal = rules.legal_actions(state)
            if not legal or state.round_over:
                break
            for seat in range(n):
                # One seat's actions get distinct indices (targets are seat offsets, so
                # two seats' catches may share one).
                mine = set(a for a in legal if a.player == seat)
                assert len({enc.encode(a) for a in mine}) == len(mine)
            state = rules.apply(state, legal[rng.randrange(len(legal))])


def test_observation_hides_other_hands() -> None:
    e = raw_env("standard", 2)
    e.reset(seed=3)
    s = e._game()
    # Seat 1's hand changed for as many cards of the draw pile: what seat 0 sees is the same.
    n = len(s.hands[1])
    swapped = attrs.evolve(s, hands=(s.hands[0], s.draw_pile[:n]), draw_pile=s.hands[1] + s.draw_pile[n:])
    obs0 = e.enc.observe(e.rules.view(s, 0))
    e.state = swapped
    assert np.array_equal(obs0, e.enc.observe(e.rules.view(swapped, 0)))


def test_bad_arguments_say_what_is_allowed() -> None:
    with pytest.raises(unorules.ArgumentError, match="2 to 10 players, not 11"):
        raw_env("standard", 11)
    with pytest.raises(ValueError, match="unknown bot 'nobody'"):  # from unorules.bots or the fallback
        SingleSeatEnv("standard", 2, bots="nobody")
    e = raw_env("standard", 2)
    e.reset(seed=0)
    with pytest.raises(unorules.ArgumentError, match="is not offered to"):
        e.step(e.enc.index[("next_round", None, None, None, None, None)])


def test_gym_seat_ignores_a_masked_action_and_says_so() -> None:
    g = SingleSeatEnv("standard", 2, seat=1)
    obs, _ = g.reset(seed=4)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    again, reward, term, _, info = g.step(bad)
    assert info == {"illegal": True} and reward == -1.0 and not term
    assert np.array_equal(again["observation"], obs["observation"])


class _LeakyEnv(raw_env):  # type: ignore[misc]
    """A mutant: its mask offers one action more than the engine allows."""

    def _offer(self, seat: int) -> Offer:
        got = super()._offer(seat)
        return Offer(self.enc, (*got.actions, Action("pass", seat)), got.wait)


def test_api_test_catches_a_mask_offering_an_illegal_action() -> None:
    with pytest.raises(unorules.IllegalAction):
        api_test(_LeakyEnv("standard", 2), num_cycles=300)


def test_a_whole_game_takes_next_round_and_ends_at_the_target() -> None:
    out = play_rounds("standard", 2, seed=2, rounds=None, check_every_step=False)
    state = out["state"]
    assert state.game_over and state.round > 1
    assert out["kinds"]["next_round"] == state.round - 1
    assert max(state.scores) >= unorules.load("standard").target
    assert [out["totals"][f"player_{i}"] for i in range(2)] == list(state.scores)


def test_statuses_are_observed_per_seat_and_status() -> None:
    rules = unorules.load("minion")
    enc = Encoding(rules, 3)
    assert dict(enc.parts)["statuses"] == 3 * len(rules.statuses) > 0
    assert dict(Encoding(unorules.load("standard"), 3).parts)["statuses"] == 0
    start = sum(size for name, size in enc.parts[:[n for n, _ in enc.parts].index("statuses")])
    rng = random.Random(0)
    for seed in range(50):
        state = rules.new_game(players=3, seed=seed)
        for _ in range(200):
            holders = state.holders(0)
            if holders:
                for me in range(3):
                    obs = enc.observe(rules.view(state, me))
                    seen = obs[start:start + 3]
                    assert [bool(x) for x in seen] == [(me + k) % 3 in holders for k in range(3)]
                return
            legal = rules.legal_actions(state)
            if not legal or state.round_over:
                break
            state = rules.apply(state, legal[rng.randrange(len(legal))])
    pytest.fail("no seat came to hold a pose")


def _slice(enc: Encoding, part: str) -> slice:
    names = [name for name, _ in enc.parts]
    start = sum(size for _, size in enc.parts[:names.index(part)])
    return slice(start, start + dict(enc.parts)[part])


def test_a_two_sided_deck_observes_the_side_up_and_the_backs() -> None:
    rules = unorules.load("flip")
    n = 3
    enc = Encoding(rules, n)
    faces = enc.face_index
    assert dict(enc.parts)["backs"] == (n - 1) * len(faces) and "side" not in dict(Encoding(unorules.load("standard"), n).parts)
    rng = random.Random(1)
    sides = set()
    for seed in range(20):
        state = rules.new_game(players=n, seed=seed)
        for _ in range(300):
            for me in range(n):
                view = rules.view(state, me)
                obs = enc.observe(view)
                assert obs[_slice(enc, "side")][0] == state.side
                # What the others' hands show this seat: their cards' other faces, counted per seat offset.
                backs = obs[_slice(enc, "backs")].reshape(n - 1, len(faces))
                for k in range(1, n):
                    held = state.hands[(me + k) % n]
                    want = np.zeros(len(faces), dtype=np.float32)
                    for card in held:
                        want[faces[card.back_face]] += 1
                    assert np.array_equal(backs[k - 1], want)
                top = obs[_slice(enc, "draw_pile_back")]
                at = len(faces) if not state.draw_pile else faces[state.draw_pile[0].back_face]
                assert top[at] == 1 and top.sum() == 1
                assert (obs <= enc.high).all() and (obs >= 0).all()
            sides.add(state.side)
            legal = rules.legal_actions(state)
            if not legal or state.round_over:
                break
            state = rules.apply(state, legal[rng.randrange(len(legal))])
        if sides == {0, 1}:
            return
    pytest.fail(f"no game turned over (sides seen: {sides})")


def test_the_backs_are_what_a_flip_observation_adds_about_other_hands() -> None:
    # Two states alike but for one card of seat 1 whose shown face differs: seat 0 tells them apart.
    e = raw_env("flip", 2)
    e.reset(seed=3)
    s = e._game()
    other = next(c for c in s.draw_pile if c.back_face != s.hands[1][0].back_face)
    swapped = attrs.evolve(s, hands=(s.hands[0], (other, *s.hands[1][1:])),
                           draw_pile=tuple(s.hands[1][0] if c == other else c for c in s.draw_pile))
    assert not np.array_equal(e.enc.observe(e.rules.view(s, 0)), e.enc.observe(e.rules.view(swapped, 0)))


def _first_disagreement(enc: Encoding, players: int, seeds: range, steps: int = 150) -> str | None:
    """Where ``enc.observe_state`` differs from the observation of the seat's view, on
    every state of random games (every seat), or None."""
    rules = enc.rules
    rng = random.Random(7)
    for seed in seeds:
        state = rules.new_game(players=players, seed=seed)
        for step in range(steps):
            for seat in range(players):
                fast = enc.observe_state(state, seat)
                want = enc.observe(rules.view(state, seat))
                if fast.dtype != want.dtype or not np.array_equal(fast, want):
                    bad = np.flatnonzero(fast != want)
                    return f"seed {seed}, step {step}, seat {seat}: entries {bad.tolist()} differ"
            if state.round_over:
                break
            legal = rules.legal_actions(state)
            state = rules.apply(state, legal[rng.randrange(len(legal))])
    return None


@pytest.mark.parametrize(("variant", "players"), TIERED)
def test_observations_read_from_the_state_equal_those_of_the_view(variant: str, players: int) -> None:
    assert _first_disagreement(Encoding(unorules.load(variant), players), players, range(3)) is None


class _PeekingEncoding(Encoding):
    """A mutant: every seat sees the card the player to act just drew (only the drawer may)."""

    def observe_state(self, s: unorules.GameState, seat: int) -> Any:
        out = super().observe_state(s, seat).copy()
        if s.drawn is not None and seat != s.to_act:
            at = dict(self.parts)
            start = sum(size for name, size in self.parts[:[n for n, _ in self.parts].index("drawn")])
            out[start:start + at["drawn"]] = 0
            out[start + self.card_index[s.drawn]] = 1
        return out


def test_the_comparison_catches_an_encoder_that_peeks() -> None:
    peeking = _PeekingEncoding(unorules.load("standard"), 2)
    found = _first_disagreement(peeking, 2, range(3))
    assert found is not None and "seat" in found


def test_env_makes_the_classic_wrappers_checks_itself() -> None:
    e = env("standard", 2)
    assert e.unwrapped is e  # no wrapper layer between the caller and the game
    with pytest.raises(RuntimeError, match="reset"):
        e.step(0)
    with pytest.raises(RuntimeError, match="reset"):
        e.observe("player_0")
    e.reset(seed=3)
    with pytest.raises(unorules.ArgumentError, match="index from 0 to"):
        e.step(e.action_space(e.agent_selection).n)
    obs, *_ = e.last()
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    chooser = e.agent_selection
    e.step(bad)  # masked: the episode ends, the chooser losing, as TerminateIllegalWrapper does
    assert all(e.terminations.values())
    assert e._cumulative_rewards[chooser] == -1.0
    assert all(r == 0.0 for a, r in e._cumulative_rewards.items() if a != chooser)
    for _agent in e.agent_iter():
        e.step(None)
    assert not e.agents
    e.step(None)  # once every agent stepped out: a warning, nothing else
