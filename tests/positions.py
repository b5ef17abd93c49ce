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


def kernel_cases(max_players: int = 4) -> list[tuple[str, int]]:
    """(variant, players) for every bundled variant the kernel plays, at its smallest count
    from 2 and at its largest up to ``max_players`` (clamped into the variant's own range).
    A variant the kernel refuses is left out only when it is refused by name (a
    LoweringError that names what the machine cannot do), never because lowering crashed;
    turkish, whose wrong-card penalty the envs refuse, is left out too."""
    import unorules
    from unorules.kernel.lower import LoweringError, lower

    out: list[tuple[str, int]] = []
    for name in unorules.variants():
        r = unorules.load(name)
        if "wrong_card" in r.penalty_of:  # turkish: the envs refuse it by name (their own tests)
            continue
        try:
            lower(r)
        except LoweringError as err:
            assert "the kernel refuses" in str(err), (name, str(err))
            continue
        lo = max(r.min_players, 2)
        out.extend((name, n) for n in sorted({lo, max(lo, min(r.max_players, max_players))}))
    return out
