"""Hand-made positions for tests: the rules refuse a state whose cards are not the deck."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import attrs

from unorules.engine.rules import Rules
from unorules.engine.state import GameState


def complete(rules: Rules, state: GameState) -> GameState:
    """``state`` with the deck's cards it lacks put at the bottom of the draw pile (drawn
    last), so that its cards are the deck and the rules play it."""
    have = Counter(state.all_cards())
    surplus = have - Counter(rules.deck)
    assert not surplus, f"the position holds more cards than the deck: {sorted(map(str, surplus.elements()))}"
    missing = Counter(rules.deck) - have
    rest = sorted(missing.elements(), key=rules.order.__getitem__)
    return attrs.evolve(state, draw_pile=state.draw_pile + tuple(rest))


class Dealt(random.Random):
    """A seed source for ``unorules.env.raw_env`` (its ``_seeds``) that always gives
    ``seed``: the per-step environment then deals the round another one dealt."""

    def __init__(self, seed: int) -> None:
        super().__init__(0)
        self.seed_ = seed

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        return self.seed_
