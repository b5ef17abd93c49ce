"""A PettingZoo AEC environment for any unorules variant and allowed player count.

Who acts (``agent_selection``)
    The seat to act, with every legal action of its own: its in-turn actions plus its
    own UNO call, catches and reports. Before it, each other seat holding an
    *out-of-turn window* is offered that window once per game state: its UNO call,
    a catch of a missed call, or a jump-in play, plus ``wait`` (the env's own action,
    "let it pass"). The seat at risk of a missed UNO is offered first, so its call
    races the catch as at a table. A report stays open as long as its condition holds,
    so it waits for its reporter's own turn rather than opening a window after every
    action (in Turkish every seat could report at every moment).

Rewards (sign convention: higher is better for the seat)
    Zero until a round ends; then each seat gets the change of its score, with the
    variant's scoring: under ``winner scores the other hands`` the winner gets the
    points it scored and the others 0; under a penalty scoring (``each player scores
    their own hand, lowest wins``) each seat gets minus the points it took.

Episodes
    ``rounds=1`` (default): one round. ``rounds=None``: the whole game to the target
    (the round winner then takes ``next_round``). After ``max_steps`` env steps every
    seat is truncated.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from unorules.api import load
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState
from unorules.env.spaces import WAIT, Encoding
from unorules.errors import ArgumentError

WINDOW_KINDS = ("uno", "catch")

Obs = dict[str, npt.NDArray[Any]]


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class raw_env(AECEnv):  # PettingZoo's name for the unwrapped class
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["human", "ansi"], "name": "unorules_v0", "is_parallelizable": False,
    }

    def __init__(self, variant: str | Rules = "standard", players: int = 2, render_mode: str | None = None,
                 rounds: int | None = 1, max_steps: int = 5000) -> None:
        super().__init__()
        self.rules = variant if isinstance(variant, Rules) else load(variant)
        self.enc = Encoding(self.rules, players)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ArgumentError(f"render_mode must be one of {self.metadata['render_modes']} or None, "
                                f"not {render_mode!r}")
        if rounds is not None and rounds < 1:
            raise ArgumentError(f"rounds must be at least 1 (or None for the whole game), not {rounds}")
        self.render_mode = render_mode
        self.rounds = rounds
        self.max_steps = max_steps
        self.players = players
        self.possible_agents = [agent_name(i) for i in range(players)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        high = self.enc.high
        self._observation_spaces = {a: gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(0.0, high, shape=high.shape, dtype=np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, shape=(self.enc.size,), dtype=np.int8),
        }) for a in self.possible_agents}
        self._action_spaces = {a: gymnasium.spaces.Discrete(self.enc.size) for a in self.possible_agents}
        self._seeds = random.Random()
        self.state: GameState | None = None
        self.log: list[Action] = []

    # --- spaces ---------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._action_spaces[agent]

    # --- the game ------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game_seed = self._seeds.randrange(2**31)
        self.state = self.rules.new_game(players=self.players, seed=self.game_seed)
        self.log = []
        self.steps = 0
        self.rounds_done = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._new_state()

    def _new_state(self) -> None:
        """Recompute who decides next, after the state changed."""
        self._waited: set[int] = set()
        self._select()

    def _game(self) -> GameState:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state

    def offered(self, seat: int) -> tuple[tuple[Action, ...], bool]:
        """The engine actions offered to ``seat`` now, and whether ``wait`` is offered too."""
        s = self._game()
        mine = tuple(a for a in self.rules.legal_actions(s) if a.player == seat)
        if seat == s.to_act:
            return mine, False
        window = tuple(a for a in mine if a.kind in WINDOW_KINDS or a.kind == "play")
        return window, bool(window)

    def _select(self) -> None:
        s = self._game()
        n = self.players
        seats = [(s.to_act + k) % n for k in range(1, n)]
        if s.uno_at_risk is not None and s.uno_at_risk in seats:
            seats.remove(s.uno_at_risk)
            seats.insert(0, s.uno_at_risk)
        for seat in seats:
            if seat not in self._waited and self.offered(seat)[0]:
                self.agent_selection = agent_name(seat)
                return
        self.agent_selection = agent_name(s.to_act)

    def observe(self, agent: str) -> Obs:
        seat = self.agent_name_mapping[agent]
        s = self._game()
        obs = self.enc.observe(self.rules.view(s, seat))
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            actions, wait = self.offered(seat)
            mask = self.enc.mask(actions, wait)
        else:
            mask = np.zeros(self.enc.size, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def action_of(self, seat: int, index: int) -> Action | None:
        """The engine action that ``index`` means for ``seat`` now (None: wait).
        Raises ValueError, saying why, when it is not offered."""
        actions, wait = self.offered(seat)
        if wait and index == self.enc.index[WAIT]:
            return None
        for a in actions:
            if self.enc.encode(a) == index:
                return a
        what = self.enc.describe(index) if 0 <= index < self.enc.size else f"index {index}"
        raise ArgumentError(f"{what!r} is not offered to {agent_name(seat)} now "
                            f"(offered: {', '.join(str(a) for a in actions) or 'nothing'})")

    def step(self, action: int | np.integer[Any] | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ArgumentError(f"{agent} is still playing: step it with an action index, not None")
        seat = self.agent_name_mapping[agent]
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        move = self.action_of(seat, int(action))
        self.steps += 1
        if move is None:
            self._waited.add(seat)
            self._select()
        else:
            self._apply(move)
        if self.steps >= self.max_steps and not any(self.terminations.values()):
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _apply(self, move: Action) -> None:
        before = self._game()
        after = self.rules.apply(before, move)
        self.state = after
        self.log.append(move)
        if after.round_over and not before.round_over:
            sign = -1 if self.rules.scoring == "penalty" else 1
            for i, a in enumerate(self.agents):
                self.rewards[a] = float(sign * (after.scores[i] - before.scores[i]))
            self.rounds_done += 1
            if after.game_over or (self.rounds is not None and self.rounds_done >= self.rounds):
                self.terminations = dict.fromkeys(self.agents, True)
                for a in self.agents:
                    self.infos[a] = {"round_winner": after.round_winner, "scores": after.scores}
        self._new_state()

    # --- display -------------------------------------------------------------------
    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        s = self._game()
        lines = [f"{self.rules.name}, round {s.round}: top {s.top}, colour {s.color}, "
                 f"phase {s.phase}, p{s.to_act} to act"]
        for i, hand in enumerate(s.hands):
            lines.append(f"  p{i} score {s.scores[i]:4}: {' '.join(str(c) for c in hand)}")
        if self.log:
            lines.append(f"  last: {self.log[-1]}")
        text = "\n".join(lines)
        if self.render_mode == "human":  # shown, not returned, as PettingZoo's render modes say
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(variant: str | Rules = "standard", players: int = 2, render_mode: str | None = None,
        **options: Any) -> AECEnv:
    """The wrapped environment, as PettingZoo's classic environments are built."""
    e: AECEnv = raw_env(variant, players, render_mode, **options)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e
