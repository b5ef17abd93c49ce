"""Reinforcement learning on any unorules variant (needs the ``[rl]`` extra).

``env(variant, players)`` and ``raw_env(...)``: a PettingZoo AEC environment;
``kernel_env(variant, players)``: the same environment stepped in the compiled kernel
(also needs ``[kernel]``), without the Python game state;
``SingleSeatEnv``: a Gymnasium environment playing one seat against bots.
"""

from __future__ import annotations

from unorules.env.aec import env, raw_env
from unorules.env.compiled import kernel_env
from unorules.env.single import SingleSeatEnv
from unorules.env.spaces import Encoding

__all__ = ["Encoding", "SingleSeatEnv", "env", "kernel_env", "raw_env"]
