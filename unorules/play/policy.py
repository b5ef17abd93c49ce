"""Bots for the table and the RL environment, resolved by name.

``unorules.bots.make`` is the project's bot module; when it is not installed in
this tree yet, the only bot available is the smallest one the table needs: a
seeded uniform choice among the seat's legal actions, behind the same
``Policy`` interface, so callers never change when the real module arrives.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from unorules import Action, ArgumentError, PlayerView, Rules


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
        return legal[self._rng.randrange(len(legal))]

    def interrupt(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action | None:
        """Out of turn: call UNO (it costs nothing), else let the moment pass."""
        return next((a for a in legal if a.kind == "uno"), None)


FALLBACK = ("uniform",)  # "random" and the others are unorules.bots' own


def make_bot(name: str, seed: int = 0, **options: Any) -> Policy:
    """The bot called ``name``; ``unorules.bots`` when present, else the uniform fallback.

    Raises ``ValueError`` with the known names for an unknown one.
    """
    try:
        from unorules import bots  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        bots = None
    if bots is not None:
        made: Policy = bots.make(name, seed=seed, **options)
        return made
    if name not in FALLBACK:
        raise ArgumentError(f"unknown bot {name!r}: this install has only {', '.join(FALLBACK)} "
                            "(the unorules.bots module is not present)")
    return Uniform(seed, name)
