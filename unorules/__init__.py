"""unorules: UNO and its variants as data.

>>> import unorules
>>> rules = unorules.load("standard")
>>> len(rules.deck)
108
>>> state = rules.new_game(players=3, seed=7)
>>> rules.apply(state, rules.legal_actions(state)[0]).players
3
"""

from __future__ import annotations

from typing import Any

from unorules.api import load, loads, variants
from unorules.cards import Card
from unorules.engine.record import GameRecord, replay
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState, PlayerView
from unorules.errors import (
    ArgumentError,
    CardError,
    IllegalAction,
    ScenarioError,
    StateError,
    UnorulesError,
    VariantError,
)
from unorules.ir.rules import RuleSet
from unorules.version import VERSION

__all__ = [
    "Action", "ArgumentError", "Card", "CardError", "GameRecord", "GameState", "IllegalAction", "PlayerView", "RuleSet", "Rules",
    "ScenarioError", "StateError", "UnorulesError", "VariantError", "load", "loads", "replay", "variants",
]
__version__ = VERSION


def __getattr__(name: str) -> Any:
    # unorules.simulate loads the bots and statistics only when first asked for, so that
    # ``import unorules`` stays light.
    if name == "simulate":
        from unorules.sim import simulate

        return simulate
    raise AttributeError(f"module 'unorules' has no attribute {name!r}")
