"""The vectorized environment against the per-step one, game for game and step for step.

Every sub-game of a VectorEnv is replayed on ``unorules.env.raw_env`` dealt from the same
seed (``infos["game_seed"]``): before each step the seat to decide, the observation and
the mask must be the per-step env's, after it the rewards, terminations and truncations.
Faults planted in the tables the kernel reads (a phase, the wait index, the reward's
sign, the colour slot) are shown caught.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pytest.importorskip("numba")
pytest.importorskip("pettingzoo")

from positions import Dealt, kernel_cases

import unorules
from unorules.env import raw_env
from unorules.env import vector as vector_mod
from unorules.env.vector import VectorEnv
from unorules.errors import ArgumentError
from unorules.kernel import vector as kv


def per_step(rules: unorules.Rules, players: int, seed: int, max_steps: int) -> raw_env:
    e = raw_env(rules, players, max_steps=max_steps)
    e._seeds = Dealt(seed)
    e.reset()
    return e


def compare(name: str, players: int, games: int, steps: int, max_steps: int = 5000, seed: int = 7,
            all_seats: bool = True) -> int:
    """Step both side by side, a policy that mostly plays a card when it may (so rounds
    end); returns how many episodes ended (terminated or truncated)."""
    rules = unorules.load(name)
    v = VectorEnv(rules, players, games, max_steps=max_steps)
    plays = np.array([k[0] == "play" for k in v.enc.keys])
    obs, info = v.reset(seed=seed)
    envs = [per_step(rules, players, int(info["game_seed"][g]), max_steps) for g in range(games)]
    rng = np.random.default_rng(seed)
    ended = 0
    for t in range(steps):
        every = v.observe_all() if all_seats else None
        actions = np.zeros(games, np.int64)
        for g, e in enumerate(envs):
            agent = e.agent_selection
            seat = e.agent_name_mapping[agent]
            where = f"{name} game {g} step {t}"
            assert info["seat"][g] == seat, where
            o = e.observe(agent)
            np.testing.assert_array_equal(obs["observation"][g], o["observation"], err_msg=where)
            if every is not None:
                for s, other in enumerate(e.possible_agents):  # each seat's own view, not only the decider's
                    np.testing.assert_array_equal(every[g, s], e.observe(other)["observation"], err_msg=where)
            np.testing.assert_array_equal(obs["action_mask"][g], o["action_mask"], err_msg=where)
            allowed = np.flatnonzero(o["action_mask"])
            playing = allowed[plays[allowed]]
            pick = playing if len(playing) and rng.random() < 0.9 else allowed
            actions[g] = rng.choice(pick)
        assert v.action_space.contains(actions)
        obs, rewards, term, trunc, info = v.step(actions)
        assert v.observation_space.contains(obs), f"{name} step {t}: outside the declared space"
        for g, e in enumerate(envs):
            e.step(int(actions[g]))
            where = f"{name} game {g} step {t}"
            assert list(rewards[g]) == [e.rewards[a] for a in e.possible_agents], where
            assert term[g] == all(e.terminations.values()), where
            assert trunc[g] == (all(e.truncations.values()) and not term[g]), where
            if term[g] or trunc[g]:
                ended += 1
                envs[g] = per_step(rules, players, int(info["game_seed"][g]), max_steps)
    return ended


def test_the_vector_env_steps_as_the_per_step_env_standard() -> None:
    # Truncations too: half the games stop at 60 steps.
    assert compare("standard", 2, games=4, steps=400) > 0
    assert compare("standard", 3, games=3, steps=150, max_steps=60) >= 3


def cases() -> list[tuple[str, int]]:
    """Every bundled variant the kernel steps, at 2 and at 4 players (or its nearest counts)."""
    return kernel_cases()  # turkish and the variants the kernel refuses by name: below


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), cases())
def test_the_vector_env_steps_as_the_per_step_env(name: str, players: int) -> None:
    assert compare(name, players, games=4, steps=600) > 0


FAULTS = {
    # The phase table shifted: the turn phase encoded as the next one.
    "phase": lambda vt: vt.__setitem__(vt[kv.V_T_PHASE], vt[vt[kv.V_T_PHASE]] + 1),
    # The reward of a round's end with the wrong sign.
    "sign": lambda vt: vt.__setitem__(kv.V_SIGN, -vt[kv.V_SIGN]),
    # The colour in play one slot on.
    "colour": lambda vt: vt.__setitem__(kv.V_O_COLOUR, vt[kv.V_O_COLOUR] + 1),
    # ``wait`` offered at the index before its own.
    "wait": lambda vt: vt.__setitem__(kv.V_WAIT, vt[kv.V_WAIT] - 1),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_fault_in_the_kernels_tables_is_caught(fault: str, monkeypatch: pytest.MonkeyPatch) -> None:
    made = vector_mod._tables

    def planted(*args: Any) -> Any:
        vt = made(*args)
        FAULTS[fault](vt)
        return vt

    monkeypatch.setattr(vector_mod, "_tables", planted)
    with pytest.raises(AssertionError):
        compare("standard", 3, games=3, steps=400)


def test_bad_actions_are_refused_with_the_librarys_error_and_change_nothing() -> None:
    v = VectorEnv("standard", 2, 3)
    with pytest.raises(ArgumentError, match="reset"):
        v.step(np.zeros(3, np.int64))
    obs, _ = v.reset(seed=3)
    legal = np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]])
    illegal = legal.copy()
    illegal[1] = np.flatnonzero(obs["action_mask"][1] == 0)[0]
    for bad, match in ((illegal, "game 1: .* is not offered to player_"), (legal[:2], r"shape \(3,\)"),
                       (legal.reshape(3, 1), r"shape \(3,\)"), (legal.astype(float), "whole numbers"),
                       (np.where(np.arange(3) == 1, -1, legal), "game 1: action index -1 is outside 0 to"),
                       (np.where(np.arange(3) == 2, v.enc.size, legal), "game 2: .* is outside"),
                       (np.array([2**40, 0, 0], np.uint64), "game 0: .* is outside"),
                       ("play", "shape")):
        with pytest.raises(ArgumentError, match=match):
            v.step(bad)
    twin = VectorEnv("standard", 2, 3)
    twin.reset(seed=3)
    got, want = v.step(legal), twin.step(legal)  # nothing moved: both step alike from here
    for k in ("observation", "action_mask"):
        assert np.array_equal(got[0][k], want[0][k])
    for x, y in zip(got[1:4], want[1:4], strict=True):
        assert np.array_equal(x, y)
    assert got[4]["seat"].tolist() == want[4]["seat"].tolist()
    with pytest.raises(ArgumentError, match="whole number"):
        VectorEnv("standard", 2, 0)
    with pytest.raises(ArgumentError, match="one seed"):
        v.reset(seed=[1, 2, 3])


def test_a_variant_the_kernel_cannot_step_is_refused_by_name() -> None:
    from unorules.kernel import KernelError

    with pytest.raises(KernelError, match=r"turkish.*wrong card"):
        VectorEnv("turkish", 3, 2)


def test_one_seed_deals_the_same_games_and_another_seed_others() -> None:
    v = VectorEnv("standard", 2, 8)
    a = v.reset(seed=11)[1]["game_seed"]
    b = v.reset(seed=11)[1]["game_seed"]
    c = v.reset(seed=12)[1]["game_seed"]
    assert a.tolist() == b.tolist() and a.tolist() != c.tolist()
    assert len(set(a.tolist())) == 8


@pytest.mark.slow
def test_threads_step_the_same_games_as_one() -> None:
    """Games share nothing but the tables, so cutting them into blocks per thread changes
    no observation, mask, reward or seat (the threads' entry point compiles apart)."""
    got = []
    for threads in (1, 2):
        v = VectorEnv("jump_in", 3, 33, max_steps=200, threads=threads)
        obs, info = v.reset(seed=4)
        rng = np.random.default_rng(4)
        trace = []
        for _ in range(300):
            mask = obs["action_mask"]
            a = (rng.random(mask.shape, dtype=np.float32) * mask).argmax(axis=1)
            obs, r, te, tr, info = v.step(a)
            trace.append((obs["observation"].tobytes(), mask.tobytes(), r.tobytes(), te.tobytes(), tr.tobytes(),
                          info["seat"].tobytes()))
        got.append(trace)
    assert got[0] == got[1]
    with pytest.raises(ArgumentError, match="game 20"):
        bad = np.zeros(33, np.int64)
        bad[:] = [np.flatnonzero(m)[0] for m in obs["action_mask"]]
        bad[20] = -1
        v.step(bad)
