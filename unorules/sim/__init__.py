"""Simulations: many seeded games between bots, statistics with 95% intervals, comparisons.

>>> import unorules
>>> from unorules.sim import simulate
>>> report = simulate(unorules.load("standard"), players=2, games=20, seed=1, policies="random")
>>> report.games, report.tally.games
(20, 20)
>>> win = report.figure("seat_win.0").estimate
>>> 0 <= win.low <= win.value <= win.high <= 1
True
"""

from __future__ import annotations

from unorules.sim.report import Difference, Row, SimulationReport
from unorules.sim.run import simulate
from unorules.sim.stats import Estimate
from unorules.sim.tally import Tally

__all__ = ["Difference", "Estimate", "Row", "SimulationReport", "Tally", "simulate"]
