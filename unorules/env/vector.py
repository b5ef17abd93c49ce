"""N games of one variant stepped together in the compiled kernel (needs ``[rl]`` and ``[kernel]``).

:class:`VectorEnv` follows Gymnasium's vector API (``reset(seed)`` -> observations,
infos; ``step(actions)`` -> observations, rewards, terminations, truncations, infos)
with the per-step environment's meaning, game for game: the same observation layout
and action indices (:class:`unorules.env.spaces.Encoding`), the same seat to decide
(the AEC environment's out-of-turn windows, ``wait`` included), the same rewards and
one round per episode. The kernel plays every rule; the policy stays outside, numpy
arrays in and out. tests/test_env_vector.py replays every sub-game through
``unorules.env.raw_env`` and compares each observation, mask, seat and reward.

Where it differs from Gymnasium's ``VectorEnv``:

- ``rewards`` has a column per seat, shape ``(num_envs, players)``: a round's end
  changes every seat's score, whoever acted (``rewards[i, infos["seat"][i]]`` is the
  acting seat's). ``infos["seat"]`` is the seat each observation and mask belong to;
  the observation is relative to that seat, so one policy plays every seat (self-play).
- Autoreset is ``SAME_STEP``: a game that terminates or is truncated starts its next
  episode within the same ``step``, and the observation returned is the new episode's
  first (the last state's observation is not returned; its rewards are).
- A game whose state offers no seat any action (none of the bundled variants reaches
  one) is truncated and dealt again.

Seeds: ``reset(seed)`` gives game i a stream of episode seeds (numpy's SeedSequence of
the seed, one 64-bit SplitMix64 state per game); each episode's deal seed is in
``infos["game_seed"]``, and ``unorules.new_game(rules, players, seed)`` (or the kernel's
own replay) deals the same round. A wrong action (wrong shape or type, an index out of
range or not offered now) raises :class:`~unorules.ArgumentError` before any game moves.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt

from unorules.api import load
from unorules.engine.rules import Rules
from unorules.env.spaces import WAIT, Encoding
from unorules.errors import ArgumentError, whole_number

Obs = dict[str, npt.NDArray[Any]]


def _tables(enc: Encoding, program: Any, players: int, max_steps: int, dyn: int, vec: Any) -> npt.NDArray[np.int64]:
    """vt for unorules.kernel.vector: its header, then the tables, all from ``enc``."""
    from unorules.kernel import machine

    r = enc.rules
    if tuple(program.cards) != tuple(r.cards):  # a card's id is its index in both
        raise RuntimeError(f"the kernel numbers {r.name}'s cards otherwise than its Encoding")
    if enc.offset["hand"] != 0 or enc.offset["top"] != len(r.cards):
        raise RuntimeError("the kernel's encoder expects the hand, then the top card, first")
    colour = {name: i for i, name in enumerate(program.colours)}
    report = {name: i for i, name in enumerate(program.reports)}
    ncards, ncol, nrep, n = len(r.cards), len(program.colours), len(program.reports), players
    phase = [enc.phases.index(p) if p in enc.phases else 0 for p in machine.PHASES]
    faces = enc.face_index
    back = [-1 if c.back_face is None else faces.get(c.back_face, -1) for c in r.cards]
    topback = [0 if c.back is None else 1 for c in r.cards]
    play = np.full(ncards * (ncol + 1) * n, -1, np.int64)
    other = np.full(len(machine.KINDS) * (ncol + 1) * n * (nrep + 1), -1, np.int64)
    dec = np.full((enc.size, vec.DEC), -1, np.int64)
    for i, (kind, card, col, off, rep, _option) in enumerate(enc.keys):  # no kernel program picks one
        if kind == WAIT[0]:
            continue
        k = machine.KINDS.index(kind)
        cid = -1 if card is None else enc.card_index[card]
        colid = -1 if col is None else colour[col]
        repid = -1 if rep is None else report[rep]
        dec[i] = (k, cid, colid, -1 if off is None else off, repid)
        o = 0 if off is None else off
        if kind == "play":
            play[(cid * (ncol + 1) + colid + 1) * n + o] = i
        else:
            other[((k * (ncol + 1) + colid + 1) * n + o) * (nrep + 1) + repid + 1] = i
    high, at = enc.high, enc.offset
    head = np.zeros(vec.NV, np.int64)
    pairs = bool(r.pairs)
    head[[vec.V_N, vec.V_NCARDS, vec.V_COLSLOT, vec.V_NCOL, vec.V_NREP, vec.V_A, vec.V_OBS, vec.V_WAIT,
          vec.V_SIGN, vec.V_MAX_STEPS, vec.V_PENDING_CAP, vec.V_SCORE_CAP, vec.V_NFACES, vec.V_DYN]] = (
        n, ncards, len(r.colours), ncol, nrep, enc.size, enc.obs_size, enc.index[WAIT],
        -1 if r.scorer.lower_wins else 1, max_steps, int(high[at["pending_draw"]]), int(high[at["scores"]]),
        len(faces), dyn)
    for row, name in ((vec.V_O_COLOUR, "colour"), (vec.V_O_DIR, "direction"), (vec.V_O_PHASE, "phase"),
                      (vec.V_O_DRAWN, "drawn"), (vec.V_O_PENDING, "pending_draw"), (vec.V_O_CH, "challenge_from"),
                      (vec.V_O_RISK, "uno_at_risk"), (vec.V_O_TO_ACT, "to_act"), (vec.V_O_SIZES, "hand_sizes"),
                      (vec.V_O_STATUSES, "statuses"), (vec.V_O_SCORES, "scores")):
        head[row] = at[name]
    for row, name in ((vec.V_O_SIDE, "side"), (vec.V_O_BACKS, "backs"), (vec.V_O_PILE, "draw_pile_back")):
        head[row] = at[name] if pairs else -1
    parts = [np.array(phase, np.int64), np.array(back, np.int64), np.array(topback, np.int64), play, other,
             dec.reshape(-1)]
    starts = np.cumsum([vec.NV] + [len(p) for p in parts])
    for row, start in zip((vec.V_T_PHASE, vec.V_T_BACK, vec.V_T_TOPBACK, vec.V_T_PLAY, vec.V_T_OTHER, vec.V_T_DEC),
                          starts[:-1], strict=True):
        head[row] = start
    return np.concatenate([head, *parts])


MAX_ENVS = 100_000  # games stepped together: some hundreds of MB of observations and masks
MAX_STEPS = 1_000_000_000


class VectorEnv(gymnasium.vector.VectorEnv[Obs, npt.NDArray[np.int64], npt.NDArray[Any]]):
    """``num_envs`` games of ``variant`` at ``players`` seats, stepped together (see the module).

    ``max_steps``: env steps (``wait`` included) after which an episode is truncated, as
    ``raw_env``'s. ``copy=False`` returns the observation and mask arrays themselves,
    which the next ``step`` overwrites. ``threads``: how many threads step the games
    (blocks of consecutive games; the same results as one thread)."""

    metadata: dict[str, Any] = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}  # noqa: RUF012

    def __init__(self, variant: str | Rules = "standard", players: int = 2, num_envs: int = 64,
                 max_steps: int = 5000, copy: bool = True, threads: int = 1) -> None:
        # Bounded before any buffer is made: each game holds some kilobytes of arrays, and
        # a step count past 64 bits cannot reach the kernel.
        for name, value, most in (("players", players, None), ("num_envs", num_envs, MAX_ENVS),
                                  ("max_steps", max_steps, MAX_STEPS), ("threads", threads, None)):
            whole_number(value, name, 1, most)
        from unorules import kernel
        from unorules.kernel import machine

        self.rules = variant if isinstance(variant, Rules) else load(variant)
        if "wrong_card" in self.rules.penalty_of:
            raise kernel.KernelError(f"the vectorized environment cannot play {self.rules.name}: the kernel has "
                                     "no plays of a wrong card (its 'penalty wrong_card'); use unorules.env")
        self.enc = Encoding(self.rules, players)
        program, self._st, self._out, self._vec = kernel.vector_parts(self.rules, players)
        self._code = program.code
        n, size = num_envs, self.enc.size
        self.num_envs = n
        self.players = players
        self.copy = copy
        dyn = int(self._st[machine.G_PT])
        self._vt = _tables(self.enc, program, players, max_steps, dyn, self._vec)
        self._D = np.zeros((n, dyn + 2 * players), np.int64)
        self._masks = np.zeros((n, size), np.int8)
        self._obs = np.zeros((n, self.enc.obs_size), np.float32)
        self._meta = np.zeros((n, self._vec.NM), np.int64)
        self._rewards = np.zeros((n, players), np.float32)
        self._flags = np.zeros((n, 2), np.bool_)
        self._seat_col, self._seed_col = self._meta[:, self._vec.M_SEAT], self._meta[:, self._vec.M_SEED]
        self._term_col, self._trunc_col = self._flags[:, self._vec.X_TERM], self._flags[:, self._vec.X_TRUNC]
        self._before = np.zeros(players, np.int64)
        # threads > 1: a working array, a legal-action buffer and a scratch row per thread.
        self.threads = min(threads, n)
        if self.threads > 1:
            self._sts = np.ascontiguousarray(np.broadcast_to(self._st, (self.threads, *self._st.shape)))
            self._outs = np.ascontiguousarray(np.broadcast_to(self._out, (self.threads, *self._out.shape)))
            self._befores = np.zeros((self.threads, players), np.int64)
            self._res = np.zeros(self.threads, np.int64)
        self._ready = False
        self._compile()
        high = self.enc.high
        self.single_observation_space = gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(0.0, high, shape=high.shape, dtype=np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, shape=(size,), dtype=np.int8),
        })
        self.single_action_space = gymnasium.spaces.Discrete(size)
        self.observation_space = gymnasium.vector.utils.batch_space(self.single_observation_space, n)
        self.action_space = gymnasium.spaces.MultiDiscrete(np.full(n, size))

    def _compile(self) -> None:
        """Compile (or load) both entry points with no game, with the kernel's notice when cold."""
        from unorules.kernel.announce import ready

        v, none = self._vec, slice(0, 0)

        def warm() -> None:
            v.reset_all(self._code, self._st, self._out, self._vt, self._D[none], self._masks[none],
                        self._obs[none], self._meta[none], self._flags[none])
            v.step_all(self._code, self._st, self._out, self._vt, self._D[none], np.zeros(0, np.int64),
                       self._masks[none], self._obs[none], self._meta[none], self._rewards[none],
                       self._flags[none], self._before)

        from unorules.kernel import machine

        ready(v.step_all, "vector", "the vectorized environment", warm, machine.apply)
        if self.threads > 1:
            ready(v.step_threads, "vector", "the vectorized environment's threads", lambda: v.step_threads(
                self._code, self._sts, self._outs, self._vt, self._D[none], np.zeros(0, np.int64), self._masks[none],
                self._obs[none], self._meta[none], self._rewards[none], self._flags[none], self._befores,
                self._res), machine.apply)

    def _result(self) -> tuple[Obs, dict[str, Any]]:
        # The column views are made once (__init__): at N=1 each numpy call is a visible
        # part of a step.
        if self.copy:
            return ({"observation": self._obs.copy(), "action_mask": self._masks.copy()},
                    {"seat": self._seat_col.copy(), "game_seed": self._seed_col.copy()})
        return ({"observation": self._obs, "action_mask": self._masks},
                {"seat": self._seat_col.copy(), "game_seed": self._seed_col.copy()})

    def _failed(self, g: int) -> None:
        if g >= 0:  # the kernel listed an action the Encoding has no index for: a bug here
            raise RuntimeError(f"game {g}: the kernel offered an action with no index in "
                               f"the {self.rules.name} action space")

    def reset(self, *, seed: int | list[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        if isinstance(seed, list):
            raise ArgumentError("VectorEnv.reset takes one seed for every game (each gets its own stream)")
        if seed is not None and (not isinstance(seed, int | np.integer) or isinstance(seed, bool) or seed < 0):
            raise ArgumentError(f"seed must be a whole number, at least 0, or None, not {seed!r}")
        states = np.random.SeedSequence(None if seed is None else int(seed)).generate_state(self.num_envs, np.uint64)
        self._meta[:] = 0
        self._meta[:, self._vec.M_STREAM] = states.view(np.int64)
        self._flags[:] = False
        self._failed(self._vec.reset_all(self._code, self._st, self._out, self._vt, self._D, self._masks, self._obs,
                                         self._meta, self._flags))
        self._ready = True
        return self._result()

    def _actions(self, actions: Any) -> npt.NDArray[np.int64]:
        """``actions`` as the kernel takes them: int64, one per game (range and mask are
        checked in the kernel, before any game moves)."""
        a = actions
        if type(a) is np.ndarray and a.dtype == np.int64 and a.shape == (self.num_envs,) and a.flags.c_contiguous:
            return a
        a = np.asarray(actions)
        if a.shape != (self.num_envs,):
            raise ArgumentError(f"step takes one action index per game, an array of shape ({self.num_envs},), "
                                f"not shape {a.shape}")
        if a.dtype.kind not in "iu":
            raise ArgumentError(f"action indices are whole numbers, not {a.dtype} values")
        if a.dtype.kind == "u" and len(a) and int(a.max()) >= self.enc.size:
            g = int(a.argmax())
            raise ArgumentError(f"game {g}: action index {a[g]} is outside 0 to {self.enc.size - 1}")
        return np.ascontiguousarray(a, dtype=np.int64)

    def _refused(self, a: npt.NDArray[np.int64], code: int) -> None:
        """Raise for the kernel's verdict ``code`` on actions ``a`` (see step_all)."""
        if code >= -1:
            self._failed(code)
            return
        g, size = -2 - code, self.enc.size
        if not 0 <= a[g] < size:
            raise ArgumentError(f"game {g}: action index {a[g]} is outside 0 to {size - 1}")
        offered = ", ".join(self.enc.describe(int(i)) for i in np.flatnonzero(self._masks[g]))
        raise ArgumentError(f"game {g}: {self.enc.describe(int(a[g]))!r} (index {a[g]}) is not offered to "
                            f"player_{self._meta[g, self._vec.M_SEAT]} now (offered: {offered}); the mask says "
                            "which are")

    def step(self, actions: Any) -> tuple[Obs, npt.NDArray[np.float32], npt.NDArray[np.bool_],
                                          npt.NDArray[np.bool_], dict[str, Any]]:
        if not self._ready:
            raise ArgumentError("call reset() before step()")
        a = self._actions(actions)
        if self.threads > 1:
            self._vec.step_threads(self._code, self._sts, self._outs, self._vt, self._D, a, self._masks, self._obs,
                                   self._meta, self._rewards, self._flags, self._befores, self._res)
            self._refused(a, int(self._res.max()) if self._res.max() >= 0 else int(self._res.min()))
        else:
            self._refused(a, self._vec.step_all(self._code, self._st, self._out, self._vt, self._D, a, self._masks,
                                                self._obs, self._meta, self._rewards, self._flags, self._before))
        obs, info = self._result()
        return obs, self._rewards.copy(), self._term_col.copy(), self._trunc_col.copy(), info

    def observe_all(self) -> npt.NDArray[np.float32]:
        """Every seat's observation of every game now, shape ``(num_envs, players,
        observation)``, each relative to its own seat (``[:, s]`` is what seat s sees,
        as ``raw_env.observe(f"player_{s}")``): for self-play that learns from every
        seat's view, not only the deciding one's. A new array each call."""
        if not self._ready:
            raise ArgumentError("call reset() before observe_all()")
        from unorules.kernel import machine
        from unorules.kernel.announce import ready

        out = np.zeros((self.num_envs, self.players, self.enc.obs_size), np.float32)
        v = self._vec
        ready(v.observe_all, "vector", "every seat's observations", lambda: v.observe_all(
            self._code, self._st, self._vt, self._D[0:0], out[0:0]), machine.apply)
        v.observe_all(self._code, self._st, self._vt, self._D, out)
        return out

    def close(self, **kwargs: Any) -> None:
        self._ready = False
