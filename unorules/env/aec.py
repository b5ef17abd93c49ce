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
from pettingzoo.utils.env_logger import EnvLogger

from unorules.api import load
from unorules.engine.legality import seat_actions
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState, shown
from unorules.env.spaces import WAIT, Encoding
from unorules.errors import ArgumentError, whole_number

WINDOW_KINDS = ("uno", "catch")

Obs = dict[str, npt.NDArray[Any]]


def agent_name(seat: int) -> str:
    return f"player_{seat}"


def spaces(enc: Encoding, agents: list[str]) -> tuple[dict[str, gymnasium.spaces.Space[Any]],
                                                       dict[str, gymnasium.spaces.Space[Any]]]:
    """Each agent's observation space (the vector and its action mask) and action space."""
    high = enc.high
    obs: dict[str, gymnasium.spaces.Space[Any]] = {a: gymnasium.spaces.Dict({
        "observation": gymnasium.spaces.Box(0.0, high, shape=high.shape, dtype=np.float32),
        "action_mask": gymnasium.spaces.Box(0, 1, shape=(enc.size,), dtype=np.int8),
    }) for a in agents}
    return obs, {a: gymnasium.spaces.Discrete(enc.size) for a in agents}


def begin_episode(env: Any) -> None:
    """An episode's bookkeeping as PettingZoo's AECEnv keeps it: every agent in, nothing
    earned, nothing ended."""
    env.steps = 0
    env.agents = env.possible_agents[:]
    env.rewards = dict.fromkeys(env.agents, 0.0)
    env._cumulative_rewards = dict.fromkeys(env.agents, 0.0)
    env.terminations = dict.fromkeys(env.agents, False)
    env.truncations = dict.fromkeys(env.agents, False)
    env.infos = {a: {} for a in env.agents}


def terminate_illegal(env: Any, agent: str) -> None:
    """What TerminateIllegalWrapper does when ``agent`` chose an index its mask forbids:
    the episode ends for every seat, ``env.illegal_reward`` to the chooser, 0 to the others."""
    EnvLogger.warn_on_illegal_move()
    env._cumulative_rewards[agent] = 0.0
    env.terminations = dict.fromkeys(env.agents, True)
    env.truncations = dict.fromkeys(env.agents, True)
    env.rewards = dict.fromkeys(env.agents, 0.0)
    env.rewards[agent] = env.illegal_reward
    env._accumulate_rewards()
    env._deads_step_first()


class Offer:
    """What one seat is offered in one state: the engine actions, whether ``wait`` is
    offered too, the mask, and each allowed index's action (None for ``wait``)."""

    __slots__ = ("actions", "by_index", "mask", "wait")

    def __init__(self, enc: Encoding, actions: tuple[Action, ...], wait: bool) -> None:
        self.actions = actions
        self.wait = wait
        by_index: dict[int, Action | None] = {}
        known, encode = enc.known, enc.encode
        mask = enc.no_mask.copy()
        for a in actions:
            hit = known.get(id(a))
            i = hit[1] if hit is not None and hit[0] is a else encode(a)
            by_index[i] = a
            mask[i] = 1
        if wait:
            i = enc.index[WAIT]
            by_index[i] = None
            mask[i] = 1
        self.by_index = by_index
        self.mask = mask


class raw_env(AECEnv):  # PettingZoo's name for the unwrapped class
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["human", "ansi"], "name": "unorules_v0", "is_parallelizable": False,
    }

    def __init__(self, variant: str | Rules = "standard", players: int = 2, render_mode: str | None = None,
                 rounds: int | None = 1, max_steps: int = 5000) -> None:
        super().__init__()
        self.rules = variant if isinstance(variant, Rules) else load(variant)
        players = whole_number(players, "players", 0)  # the encoding says which counts the variant takes
        self.enc = Encoding(self.rules, players)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ArgumentError(f"render_mode must be one of {self.metadata['render_modes']} or None, "
                                f"not {render_mode!r}")
        if rounds is not None:
            rounds = whole_number(rounds, "rounds", 1, None, "or None for the whole game")
        max_steps = whole_number(max_steps, "max_steps", 1, None)
        self.render_mode = render_mode
        self.rounds = rounds
        self.max_steps = max_steps
        self.players = players
        self.possible_agents = [agent_name(i) for i in range(players)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        self._observation_spaces, self._action_spaces = spaces(self.enc, self.possible_agents)
        self._seeds = random.Random()
        self._names = tuple(self.possible_agents)
        self._no_mask = self.enc.no_mask
        self._offer_cache: dict[tuple[object, ...], Offer] = {}
        self.state: GameState | None = None
        self._table: tuple[Action, ...] = ()
        self._alone = False
        self.log: list[Action] = []

    # --- spaces ---------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._observation_spaces[self._agent(agent)]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._action_spaces[self._agent(agent)]

    def _agent(self, agent: object) -> str:
        """``agent`` when it names a seat of this table; otherwise an ArgumentError."""
        if not isinstance(agent, str) or agent not in self.agent_name_mapping:
            names = self.possible_agents
            raise ArgumentError(f"no agent {shown(agent)} at this table: its agents are "
                                f"{names[0]} to {names[-1]}")
        return agent

    # --- the game ------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game_seed = self._seeds.randrange(2**31)
        self.state = self.rules.new_game(players=self.players, seed=self.game_seed)
        self.log = []
        self.rounds_done = 0
        begin_episode(self)
        self._scored = False
        self._new_state()

    def _new_state(self) -> None:
        """Recompute who decides next, after the state changed: the state's legal actions
        are listed once here; every offer, mask and lookup of this state reads that list
        (an offer is made once per seat and state)."""
        s = self._game()
        self._table = table = self.rules.legal_actions(s)
        to_act = s.to_act
        # Whether the table gives the player to act every action, and it has one: then no
        # other seat holds a listed action (_select need not ask them).
        alone = bool(table)
        for a in table:
            if a.player != to_act:
                alone = False
                break
        self._alone = alone
        self._offers: dict[int, Offer] = {}
        self._waited: set[int] = set()
        self._select()

    def _game(self) -> GameState:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state

    def _offer(self, seat: int) -> Offer:
        got = self._offers.get(seat)
        if got is None:
            s = self._game()
            # The seat's part of the table listed once for this state (_new_state), with what
            # it leaves to this seat beyond it: rules.legal_actions(s, seat) without listing
            # the table again.
            mine = seat_actions(self.rules, s, self._table, seat)
            if seat == s.to_act:
                actions, wait = tuple(mine), False
            else:
                actions = tuple(a for a in mine if a.kind in WINDOW_KINDS or a.kind == "play")
                wait = bool(actions)
            # The same few action objects recur (the engine memoises them), and so do their
            # combinations: an offer is kept by the ids of its actions (which it keeps alive).
            key = (wait, *map(id, actions))
            got = self._offer_cache.get(key)
            if got is None:
                if len(self._offer_cache) >= 1 << 13:
                    self._offer_cache.clear()
                got = self._offer_cache[key] = Offer(self.enc, actions, wait)
            self._offers[seat] = got
        return got

    def offered(self, seat: int) -> tuple[tuple[Action, ...], bool]:
        """The engine actions offered to ``seat`` now, and whether ``wait`` is offered too."""
        got = self._offer(seat)
        return got.actions, got.wait

    def _select(self) -> None:
        s = self._game()
        to_act = s.to_act
        # Someone else may hold a window now: the table's list says so, or a seat may catch
        # beyond it (the table names one catcher per target). A report opens no window (it
        # waits for its reporter's turn), so the reporters need not be asked here.
        if not self._alone or s.uno_at_risk is not None:
            n = self.players
            seats = [(to_act + k) % n for k in range(1, n)]
            if s.uno_at_risk is not None and s.uno_at_risk in seats:
                seats.remove(s.uno_at_risk)
                seats.insert(0, s.uno_at_risk)
            for seat in seats:
                if seat not in self._waited and self._offer(seat).actions:
                    self.agent_selection = self._names[seat]
                    return
        self.agent_selection = self._names[to_act]

    def observe(self, agent: str) -> Obs:
        seat = self.agent_name_mapping[self._agent(agent)]
        obs = self.enc.observe_state(self._game(), seat)
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            mask = self._offer(seat).mask.copy()  # the caller may keep or change it
        else:
            mask = self._no_mask.copy()
        return {"observation": obs, "action_mask": mask}

    def action_of(self, seat: int, index: int) -> Action | None:
        """The engine action that ``index`` means for ``seat`` now (None: wait).
        Raises ArgumentError, saying why, when it is not offered."""
        offer = self._offer(seat)
        if index in offer.by_index:
            return offer.by_index[index]
        what = self.enc.describe(index) if 0 <= index < self.enc.size else f"index {index}"
        raise ArgumentError(f"{what!r} is not offered to {agent_name(seat)} now "
                            f"(offered: {', '.join(str(a) for a in offer.actions) or 'nothing'})")

    def step(self, action: int | np.integer[Any] | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ArgumentError(f"{agent} is still playing: step it with an action index, not None")
        seat = self.agent_name_mapping[agent]
        index = whole_number(action, "an action", 0, self.enc.size - 1, "an index of the action space")
        self._act(agent, seat, self.action_of(seat, index))

    def _act(self, agent: str, seat: int, move: Action | None) -> None:
        """Step ``agent`` (at ``seat``) with ``move``, an offered action (None: wait)."""
        self._cumulative_rewards[agent] = 0.0
        rewards = self.rewards
        for a in rewards:
            rewards[a] = 0.0
        self.steps += 1
        if move is None:
            self._waited.add(seat)
            self._select()
        else:
            before = self.state
            assert before is not None
            after = self.rules.apply(before, move)
            self.state = after
            self.log.append(move)
            if after.round_over and not before.round_over:
                self._round_ended(before, after)
            self._new_state()
        if self.steps >= self.max_steps and not any(self.terminations.values()):
            self.truncations = dict.fromkeys(self.agents, True)
        if self._scored:  # every reward is zero but at the end of a round
            self._scored = False
            self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _round_ended(self, before: GameState, after: GameState) -> None:
        sign = -1 if self.rules.scorer.lower_wins else 1
        for i, a in enumerate(self.agents):
            self.rewards[a] = float(sign * (after.scores[i] - before.scores[i]))
        self._scored = True
        self.rounds_done += 1
        if after.game_over or (self.rounds is not None and self.rounds_done >= self.rounds):
            self.terminations = dict.fromkeys(self.agents, True)
            for a in self.agents:
                self.infos[a] = {"round_winner": after.round_winner, "scores": after.scores}

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


class checked_env(raw_env):
    """What :func:`env` returns: the environment with the checks PettingZoo's classic
    environments get from three wrappers (OrderEnforcingWrapper, AssertOutOfBoundsWrapper,
    TerminateIllegalWrapper), made here in the class, since each wrapper layer costs
    an attribute lookup through ``__getattr__`` on every access, per step:

    - ``step``, ``observe``, ``render`` and ``agent_iter`` before ``reset`` raise;
      a ``step`` once every agent has stepped out warns and does nothing;
    - an index outside the action space raises :class:`~unorules.ArgumentError`;
    - an index inside it that the mask forbids ends the episode for every seat,
      ``illegal_reward`` to the seat that chose it and 0 to the others, with
      PettingZoo's warning, as TerminateIllegalWrapper does.
    """

    def __init__(self, variant: str | Rules = "standard", players: int = 2, render_mode: str | None = None,
                 rounds: int | None = 1, max_steps: int = 5000, illegal_reward: float = -1.0) -> None:
        super().__init__(variant, players, render_mode, rounds, max_steps)
        self.illegal_reward = float(illegal_reward)
        self._has_reset = False

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._has_reset = True
        super().reset(seed=seed, options=options)

    def _before_reset(self, what: str) -> None:
        if not self._has_reset:
            raise RuntimeError(f"reset() needs to be called before {what}()")

    def observe(self, agent: str) -> Obs:
        if not self._has_reset:
            self._before_reset("observe")
        return raw_env.observe(self, agent)

    def last(self, observe: bool = True) -> tuple[Obs | None, float, bool, bool, dict[str, Any]]:
        # AECEnv.last, with one call less per step.
        if not self._has_reset:
            self._before_reset("last")
        agent = self.agent_selection  # a seat's name, so observe's checks are not needed here
        term, trunc = self.terminations[agent], self.truncations[agent]
        obs: Obs | None = None
        if observe:
            seat = self.agent_name_mapping[agent]
            state = self.state
            assert state is not None
            # The mask is a copy: the caller may keep or change it.
            mask = (self._no_mask if term or trunc else self._offer(seat).mask).copy()
            obs = {"observation": self.enc.observe_state(state, seat), "action_mask": mask}
        return obs, self._cumulative_rewards[agent], term, trunc, self.infos[agent]

    def render(self) -> str | None:
        self._before_reset("render")
        return super().render()

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        self._before_reset("agent_iter")
        return super().agent_iter(max_iter)

    def step(self, action: int | np.integer[Any] | None) -> None:
        if not self._has_reset:
            self._before_reset("step")
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if not (isinstance(action, int | np.integer) and not isinstance(action, bool) and 0 <= action < self.enc.size):
            raise ArgumentError(f"{agent} is still playing: step it with an action index from 0 to "
                                f"{self.enc.size - 1}, not {action!r}")
        seat = self.agent_name_mapping[agent]
        offer = self._offer(seat)
        index = int(action)
        if index not in offer.by_index:
            terminate_illegal(self, agent)
            return
        self._act(agent, seat, offer.by_index[index])


def env(variant: str | Rules = "standard", players: int = 2, render_mode: str | None = None,
        **options: Any) -> AECEnv:
    """The environment with PettingZoo's classic checks (see :class:`checked_env`)."""
    return checked_env(variant, players, render_mode, **options)
