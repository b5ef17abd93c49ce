"""Reinforcement learning on any unorules variant (needs the ``[rl]`` extra).

``env(variant, players)`` and ``raw_env(...)``: a PettingZoo AEC environment;
``SingleSeatEnv``: a Gymnasium environment playing one seat against bots.
"""

from __future__ import annotations

from unorules.env.aec import env, raw_env
from unorules.env.single import SingleSeatEnv
from unorules.env.spaces import Encoding

__all__ = ["Encoding", "SingleSeatEnv", "env", "raw_env"]
