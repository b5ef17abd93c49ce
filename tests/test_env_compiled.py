"""The per-step environment stepped in the kernel (unorules.env.kernel_env) against the
one stepped by the engine (unorules.env.env): every observation, mask, seat to decide,
reward, ending and info, step for step; PettingZoo's checkers; and faults planted in
the kernel env's own code shown caught."""

from __future__ import annotations

import types
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

pytest.importorskip("numba")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test
from positions import Dealt, kernel_cases
from tiers import cover, split

import unorules
from unorules.env import env, kernel_env
from unorules.errors import ArgumentError


def _engine_twin(k: kernel_env, max_steps: int) -> Any:
    e = env(k.rules, k.players, max_steps=max_steps)
    e._seeds = Dealt(k.game_seed)
    e.reset()
    return e


def compare(name: str, players: int, episodes: int, seed: int = 5, max_steps: int = 5000,
            plant: Callable[[kernel_env], None] | None = None) -> int:
    """Both envs through ``episodes`` episodes with the same choices (mostly a play when
    there is one, so rounds end; now and then ``wait`` or another index; a masked index
    once in a while); returns the steps compared."""
    rules = unorules.load(name)
    k = kernel_env(rules, players, max_steps=max_steps)
    if plant is not None:
        plant(k)
    k.reset(seed=seed)
    rng = np.random.default_rng(seed)
    plays = np.array([key[0] == "play" for key in k.enc.keys])
    compared = 0
    for episode in range(episodes):
        e = _engine_twin(k, max_steps)
        t = 0
        for agent in k.agent_iter():
            where = f"{name} {players}p episode {episode} step {t}"
            assert agent == e.agent_selection, where
            got, want = k.last(), e.last()
            np.testing.assert_array_equal(got[0]["observation"], want[0]["observation"], err_msg=where)
            np.testing.assert_array_equal(got[0]["action_mask"], want[0]["action_mask"], err_msg=where)
            assert got[1:] == want[1:], where
            if t % 7 == 0:  # another seat's view, and the rewards so far
                other = k.possible_agents[(t // 7) % players]
                if other in k.agents:
                    np.testing.assert_array_equal(k.observe(other)["observation"], e.observe(other)["observation"],
                                                  err_msg=where)
            assert k._cumulative_rewards == e._cumulative_rewards, where
            if got[2] or got[3]:
                action = None
            else:
                allowed = np.flatnonzero(got[0]["action_mask"])
                playing = allowed[plays[allowed]]
                u = rng.random()
                if u < 0.001:
                    action = int(np.flatnonzero(got[0]["action_mask"] == 0)[0])  # masked: ends the episode
                else:
                    action = int(rng.choice(playing if len(playing) and u < 0.9 else allowed))
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                k.step(action)
                e.step(action)
            assert k.agents == e.agents, where
            assert k.rewards == e.rewards and k.terminations == e.terminations, where
            assert k.truncations == e.truncations and k.infos == e.infos, where
            t += 1
            compared += 1
        k.reset()
    return compared


def test_the_kernel_env_steps_as_the_engines_standard() -> None:
    assert compare("standard", 2, episodes=12) > 500
    assert compare("standard", 3, episodes=6, max_steps=40) > 200  # truncations too


CASES = kernel_cases()


@pytest.mark.parametrize(("name", "players"), split(CASES, lambda c: c[0] in cover()))
def test_the_kernel_env_steps_as_the_engines(name: str, players: int) -> None:
    assert compare(name, players, episodes=4) > 0


def _as_if(module: Any, **changed: Any) -> Any:
    """``module`` with some of its names changed (the env reads them through its attribute)."""
    return types.SimpleNamespace(**{**vars(module), **changed})


FAULTS: dict[str, Callable[[kernel_env], None]] = {
    # The state an episode ended in rebuilt without its last action.
    "last action": lambda k: setattr(k, "_apply", lambda *args: None),
    # A round's points never reach the rewards.
    "rewards": lambda k: setattr(k, "_reward_row", np.zeros_like(k._reward_row)),
    # The info's round winner read from the game winner's slot.
    "winner": lambda k: setattr(k, "_g", _as_if(k._g, G_ROUND_WINNER=k._g.G_WINNER)),
    # Another seat's observation, and every seat's at an episode's end, left unwritten (zeros).
    "other seat": lambda k: setattr(k, "_kv", _as_if(k._kv, observe_all=lambda c, st, vt, d, out: out.fill(0))),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_fault_in_the_kernel_env_is_caught(fault: str) -> None:
    with pytest.raises(AssertionError):
        compare("standard", 2, episodes=6, plant=FAULTS[fault])


def test_pettingzoo_checkers() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        api_test(kernel_env("standard", 2), num_cycles=300)
        seed_test(lambda: kernel_env("standard", 3), num_cycles=300)


def test_what_it_cannot_do_is_refused_with_the_librarys_error() -> None:
    from unorules.kernel import KernelError

    with pytest.raises(KernelError, match="turkish"):
        kernel_env("turkish", 2)
    with pytest.raises(ArgumentError, match="one round"):
        kernel_env("standard", 2, rounds=None)
    with pytest.raises(ArgumentError, match="render_mode"):
        kernel_env("standard", 2, render_mode="ansi")
    k = kernel_env("standard", 2)
    with pytest.raises(RuntimeError, match="reset"):
        k.step(0)
    k.reset(seed=1)
    with pytest.raises(ArgumentError, match="index from 0 to"):
        k.step(k.enc.size)
    with pytest.raises(ArgumentError, match="no agent"):
        k.observe("player_9")
