"""Bots for the table and the RL environment: names resolve through ``unorules.bots``.

``Uniform`` is the table's own seeded uniform bot, kept so that tests and the
screenshot script play the same rounds whatever the bots module's bots become.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from unorules.engine.rules import Rules
from unorules.engine.state import Action, PlayerView
from unorules.errors import ArgumentError
from unorules.ir.vocab import ActionKind


class Policy(Protocol):
    """A bot: picks one of ``legal`` (that seat's actions, out-of-turn ones included).
    It may also define ``interrupt(rules, view, legal) -> Action | None``, asked when
    it is not its turn but it holds an action (None lets the game go on)."""

    name: str

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action: ...


class Uniform:
    """Picks uniformly among the legal actions when asked, from its own seeded
    generator; out of turn it only calls UNO (as ``unorules.bots``' uniform bot)."""

    def __init__(self, seed: int = 0, name: str = "uniform") -> None:
        self.name = name
        self._rng = random.Random(seed)

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ArgumentError(f"seat {view.player} has no legal action to choose from")
        from unorules.bots.simple import by_the_rules

        legal = by_the_rules(rules, view, legal)  # as every bot: no wrong card on purpose
        return legal[self._rng.randrange(len(legal))]

    def interrupt(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action | None:
        """Out of turn: call UNO when down to one card (it costs nothing then; a variant
        may punish a false call), else let the moment pass."""
        return next((a for a in legal if a.kind == ActionKind.UNO and view.hand_sizes[a.player] == 1), None)


def make_bot(name: str, seed: int = 0, **options: Any) -> Policy:
    """The bot called ``name``, from ``unorules.bots`` (imported only when a bot is made).

    Raises ``ValueError`` naming the known bots for an unknown name.
    """
    from unorules.bots import make

    made: Policy = make(name, seed=seed, **options)
    return made
