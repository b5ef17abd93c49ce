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

from unorules.cards import Card
from unorules.errors import IllegalAction, ScenarioError, UnorulesError, VariantError
from unorules.loader import load, loads, variants
from unorules.record import GameRecord, replay
from unorules.rules import Rules
from unorules.state import Action, GameState, PlayerView

__all__ = [
    "Action", "Card", "GameRecord", "GameState", "IllegalAction", "PlayerView", "Rules",
    "ScenarioError", "UnorulesError", "VariantError", "load", "loads", "replay", "variants",
]
__version__ = "0.1.0"
