"""The per-step PettingZoo environment stepped in the compiled kernel (``[rl]`` and ``[kernel]``).

:func:`kernel_env` is :func:`unorules.env.env` (the same agents, spaces, observations,
masks, action indices, out-of-turn windows with ``wait``, rewards, one round per
episode, the same checks of a step) with every step made by one call of the kernel's
vectorized step on one game (:mod:`unorules.kernel.vector`), instead of the Python
engine's ``apply`` and ``legal_actions`` and the Python observation encoder. What an
agent sees is the same; tests/test_env_compiled.py steps both side by side and compares
every observation, mask, seat, reward and ending.

What it leaves out, for the speed: the Python ``GameState`` (no ``state``, ``log``,
``offered`` or ``render``: use ``env()`` to inspect a game), whole games (``rounds=1``
only) and the variants the kernel cannot play (turkish's wrong-card penalty). Its deal
seeds come from the vectorized environment's streams (``infos``' ``game_seed`` at the
end of a round; ``unorules.new_game(rules, players, seed)`` deals the same round), not
from ``env()``'s: one seed gives the same episodes run after run, not ``env()``'s.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils.env_logger import EnvLogger

from unorules.engine.rules import Rules
from unorules.env.aec import Obs, agent_name, begin_episode, checked_env, raw_env, spaces, terminate_illegal
from unorules.env.spaces import WAIT
from unorules.errors import ArgumentError


class kernel_env(AECEnv):  # lower case, as PettingZoo's env constructors are named
    metadata: ClassVar[dict[str, Any]] = {"render_modes": [], "name": "unorules_kernel_v0",
                                          "is_parallelizable": False}

    def __init__(self, variant: str | Rules = "standard", players: int = 2, render_mode: str | None = None,
                 rounds: int | None = 1, max_steps: int = 5000, illegal_reward: float = -1.0) -> None:
        super().__init__()
        if render_mode is not None:
            raise ArgumentError("kernel_env draws no table: it keeps no Python game state; "
                                "use unorules.env.env(..., render_mode=...) to watch a game")
        if rounds != 1:
            raise ArgumentError(f"kernel_env plays one round per episode, not rounds={rounds!r}; "
                                "unorules.env.env(..., rounds=None) plays whole games")
        from unorules.env.vector import VectorEnv
        from unorules.kernel import machine
        from unorules.kernel import vector as kv

        # One game of the vectorized environment; its arrays are read and written in place.
        v = VectorEnv(variant, players, num_envs=1, max_steps=max_steps, copy=False)
        self._v, self._kv, self._g, self._apply = v, kv, machine, machine.apply
        self.rules, self.enc, self.players, self.max_steps = v.rules, v.enc, players, max_steps
        self.illegal_reward = float(illegal_reward)
        self.render_mode = None
        self.possible_agents = [agent_name(i) for i in range(players)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        self._observation_spaces, self._action_spaces = spaces(self.enc, self.possible_agents)
        self._names = tuple(self.possible_agents)
        self._mask, self._obs = v._masks[0], v._obs[0]
        self._flags, self._seat = v._flags[0], v._meta[0, kv.M_SEAT:kv.M_SEAT + 1]
        self._seed_col = v._meta[0, kv.M_SEED:kv.M_SEED + 1]
        self._waited = v._meta[0, kv.M_WAITED:kv.M_WAITED + 1]
        self._reward_row = v._rewards[0]
        self._act_in = np.zeros(1, np.int64)
        self._step_args = (v._code, v._st, v._out, v._vt, v._D, self._act_in, v._masks, v._obs, v._meta,
                           v._rewards, v._flags, v._before)
        self._before_step = np.zeros_like(v._D)  # the game as it was before the step
        self._last_game = np.zeros_like(v._D)  # the state an episode ended in, once it has
        self._last_obs = np.zeros((1, players, self.enc.obs_size), np.float32)
        self._all_obs = np.zeros((1, players, self.enc.obs_size), np.float32)
        self._spare_mask = np.zeros(self.enc.size, np.int8)  # what settle writes for the last state, unread
        self._spare_obs = np.zeros(self.enc.obs_size, np.float32)
        from unorules.kernel.announce import ready

        # The one entry point the vectorized environment compiles only when asked: here,
        # before the first episode ends, with the kernel's notice if the cache is cold. The
        # other functions called from here (load, store, settle, apply) are the vector
        # step's callees, compiled with it.
        ready(kv.observe_all, "vector", "every seat's observations", lambda: kv.observe_all(
            v._code, v._st, v._vt, v._D[0:0], self._all_obs[0:0]), machine.apply)
        self._no_mask = self.enc.no_mask
        self._wait = self.enc.index[WAIT]
        self._size = self.enc.size
        self._has_reset = False
        self._dealt = False  # the kernel has dealt the next episode already
        self._over = False

    # The agents' spaces and names, and the order checks, as env()'s.
    observation_space = raw_env.observation_space
    action_space = raw_env.action_space
    _agent = raw_env._agent
    _before_reset = checked_env._before_reset

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        # The kernel deals the next episode in the step that ends one (its autoreset):
        # a reset without a seed after an ending takes that deal, as a new one would be
        # the stream's next.
        v = self._v
        if seed is not None or not self._has_reset:
            v.reset(seed=seed)
        elif not self._dealt:  # the stream's next deal
            v._flags[:] = False
            v._failed(self._kv.reset_all(v._code, v._st, v._out, v._vt, v._D, v._masks, v._obs, v._meta, v._flags))
        self._has_reset = True
        self._dealt = self._over = False
        self.game_seed = int(self._seed_col[0])
        begin_episode(self)
        self.agent_selection = self._names[int(self._seat[0])]

    def observe(self, agent: str) -> Obs:
        self._before_reset("observe")
        seat = self.agent_name_mapping[self._agent(agent)]
        if self._over:
            return {"observation": self._last_obs[0, seat].copy(), "action_mask": self._no_mask.copy()}
        if agent == self.agent_selection:
            return {"observation": self._obs.copy(), "action_mask": self._mask.copy()}
        v = self._v
        self._kv.observe_all(v._code, v._st, v._vt, v._D, self._all_obs)
        return {"observation": self._all_obs[0, seat].copy(), "action_mask": self._no_mask.copy()}

    def last(self, observe: bool = True) -> tuple[Obs | None, float, bool, bool, dict[str, Any]]:
        self._before_reset("last")
        agent = self.agent_selection
        obs: Obs | None = None
        if observe:
            if self._over:
                seat = self.agent_name_mapping[agent]
                obs = {"observation": self._last_obs[0, seat].copy(), "action_mask": self._no_mask.copy()}
            else:  # the deciding seat's own, as the kernel wrote them
                obs = {"observation": self._obs.copy(), "action_mask": self._mask.copy()}
        return obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], \
            self.infos[agent]

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        self._before_reset("agent_iter")
        return super().agent_iter(max_iter)

    def render(self) -> None:
        raise ArgumentError("kernel_env draws no table; use unorules.env.env(..., render_mode=...)")

    def close(self) -> None:
        pass

    def step(self, action: int | np.integer[Any] | None) -> None:
        self._before_reset("step")
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self._over:
            self._was_dead_step(action)
            return
        if not (isinstance(action, int | np.integer) and not isinstance(action, bool) and 0 <= action < self._size):
            raise ArgumentError(f"{agent} is still playing: step it with an action index from 0 to "
                                f"{self._size - 1}, not {action!r}")
        index = int(action)
        if not self._mask[index]:
            terminate_illegal(self, agent)
            self._kv.observe_all(self._v._code, self._v._st, self._v._vt, self._v._D, self._last_obs)
            self._over = True
            return
        self._cumulative_rewards[agent] = 0.0
        self.steps += 1
        self._act_in[0] = index
        waited = int(self._waited[0])
        np.copyto(self._before_step, self._v._D)
        got = self._kv.step_all(*self._step_args)
        if got != -1:  # the mask allowed it, so only a bug of the tables comes here
            self._v._refused(self._act_in, got)
        rewards = self.rewards
        for a in rewards:
            rewards[a] = 0.0
        flags = self._flags
        if not (flags[0] or flags[1]):
            self.agent_selection = self._names[self._seat[0]]
            return
        self._ended(index, self.agent_name_mapping[agent], waited)
        names = self.agents
        if flags[0]:
            row = self._reward_row
            for i, a in enumerate(names):
                rewards[a] = float(row[i])
            self.terminations = dict.fromkeys(names, True)
            st, g = self._v._st, self._g
            scores = tuple(int(x) for x in st[st[g.G_SCORES]:st[g.G_SCORES] + self.players])
            info = {"round_winner": int(st[g.G_ROUND_WINNER]), "scores": scores}
            for a in names:
                self.infos[a] = dict(info)
            self._accumulate_rewards()
        else:
            self.truncations = dict.fromkeys(names, True)

    def _ended(self, index: int, seat: int, waited: int) -> None:
        """The episode ended in this step and the kernel has dealt the next one (its
        autoreset): rebuild the state it ended in from the game before the step and the
        action, for every seat's last observation and the seat ``env()`` would select
        there (the first PettingZoo retires)."""
        v, kv = self._v, self._kv
        n = self.players
        st = v._st
        kv.load(st, self._before_step, 0, n)
        if index == self._wait:
            waited |= 1 << seat
        else:
            waited = 0
            vt = v._vt
            row = vt[kv.V_T_DEC] + index * kv.DEC
            off = vt[row + 3]
            self._apply(v._code, st, vt[row], seat, vt[row + 1], vt[row + 2], -1 if off < 0 else (seat + off) % n,
                        vt[row + 4])
        chosen = kv.settle(v._code, st, v._out, v._vt, self._spare_mask, self._spare_obs, waited)
        self.agent_selection = self._names[chosen if chosen >= 0 else int(st[self._g.G_TO_ACT])]
        kv.store(st, self._last_game, 0, n)
        kv.observe_all(v._code, st, v._vt, self._last_game, self._last_obs)
        self._over = self._dealt = True
