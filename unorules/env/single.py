"""A Gymnasium environment: one seat of a variant, the other seats played by bots.

Observation and action spaces are the AEC environment's (a dict of ``observation``
and ``action_mask``; one discrete index per action). An action the mask forbids is
not applied: the step returns the same observation, ``illegal_reward`` and
``info["illegal"] = True`` (Gymnasium has no masks, and its checker samples any index).
Bots act on their turn with all their legal actions; in an out-of-turn window (a UNO
call, a catch, a jump-in) they are asked through their ``interrupt`` when they have
one (None lets it pass), and otherwise call UNO and catch a missed call.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from unorules.engine.rules import Rules
from unorules.engine.state import Action
from unorules.env.aec import Obs, agent_name, raw_env
from unorules.env.spaces import WAIT
from unorules.errors import whole_number
from unorules.play.policy import Policy, make_bot
from unorules.play.session import default_interrupt


class SingleSeatEnv(gymnasium.Env[Obs, np.int64]):
    metadata = {"render_modes": ["human", "ansi"]}  # noqa: RUF012 - gymnasium's Env declares it so

    def __init__(self, variant: str | Rules = "standard", players: int = 2, seat: int = 0,
                 bots: str = "uniform", render_mode: str | None = None, rounds: int | None = 1,
                 max_steps: int = 5000, illegal_reward: float = -1.0) -> None:
        self.aec = raw_env(variant, players, render_mode=None, rounds=rounds, max_steps=max_steps)
        seat = whole_number(seat, "seat", 0, self.aec.players - 1)
        self.seat = seat
        self.agent = agent_name(seat)
        self.bot_name = bots
        make_bot(bots, 0)  # an unknown name fails here, with the known ones, not at reset
        self.bots: dict[int, Policy] = {}
        self.render_mode = render_mode
        self.illegal_reward = illegal_reward
        self.observation_space = self.aec.observation_space(self.agent)
        self.action_space = self.aec.action_space(self.agent)

    @property
    def rules(self) -> Rules:
        return self.aec.rules

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**31))
        self.bots = {s: make_bot(self.bot_name, game_seed + s) for s in range(self.aec.players) if s != self.seat}
        self.aec.reset(seed=game_seed)
        self._run_bots()  # no round ends before every seat has played, so no reward is lost
        return self.aec.observe(self.agent), {}

    def _done(self) -> bool:
        return self.aec.terminations[self.agent] or self.aec.truncations[self.agent]

    def _run_bots(self) -> float:
        """Let the bots act until it is this seat's decision or the episode ends."""
        got = 0.0
        while not self._done() and self.aec.agent_selection != self.agent:
            seat = self.aec.agent_name_mapping[self.aec.agent_selection]
            actions, wait = self.aec.offered(seat)
            bot = self.bots[seat]
            view = self.rules.view(self.aec._game(), seat)
            choice: Action | None
            if wait:  # out of turn: the bot's interrupt, which may let the moment pass
                ask = getattr(bot, "interrupt", None)
                choice = ask(self.rules, view, actions) if ask is not None else default_interrupt(actions)
            else:
                choice = bot.act(self.rules, view, actions)
            index = self.aec.enc.index[WAIT] if choice is None else self.aec.enc.encode(choice)
            self.aec.step(index)
            got += self.aec.rewards.get(self.agent, 0.0)
        return got

    def step(self, action: np.int64 | int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        if self._done():
            raise RuntimeError("the episode is over: call reset()")
        index = whole_number(action, "an action", 0, self.aec.enc.size - 1, "an index of the action space")
        obs = self.aec.observe(self.agent)
        if not obs["action_mask"][index]:
            return obs, self.illegal_reward, False, False, {"illegal": True}
        self.aec.step(index)
        reward = self.aec.rewards.get(self.agent, 0.0) + self._run_bots()
        info: dict[str, Any] = dict(self.aec.infos.get(self.agent, {}))
        return (self.aec.observe(self.agent), reward, self.aec.terminations[self.agent],
                self.aec.truncations[self.agent], info)

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        self.aec.render_mode = "ansi"
        text = self.aec.render()
        if self.render_mode == "human":
            print(text)
            return None
        return text
