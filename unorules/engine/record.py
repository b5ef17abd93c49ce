"""Game records: (variant, players, seed, actions) replays to the same states."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from unorules.engine.state import Action, GameState

if TYPE_CHECKING:
    from unorules.engine.rules import Rules

# How a record written with a variant's name finds its rules: ``unorules.load``,
# installed by the package's API layer (the engine does not read variant files).
LOADER: list[Callable[[str], Rules]] = []


@frozen
class GameRecord:
    """A whole game as its inputs: the variant, the player count, the seed and every
    action. :func:`replay` turns it back into every state."""

    variant: str
    players: int
    seed: int
    actions: tuple[Action, ...]

    def to_json(self) -> str:
        """The record as JSON (actions in their JSON form)."""
        from unorules.engine.notation import action_to_json

        return json.dumps({
            "variant": self.variant, "players": self.players, "seed": self.seed,
            "actions": [action_to_json(a) for a in self.actions],
        }, sort_keys=True)

    @classmethod
    def from_json(cls, text: str, rules: Rules | None = None) -> GameRecord:
        """The record :meth:`to_json` wrote; the variant is loaded by its name unless
        ``rules`` are given."""
        from unorules.engine.notation import action_from_json

        d = json.loads(text)
        r = rules if rules is not None else LOADER[0](d["variant"])
        return cls(d["variant"], d["players"], d["seed"],
                   tuple(action_from_json(r, a) for a in d["actions"]))


def replay(rules: Rules, seed: int, actions: Iterable[Action], players: int = 4) -> list[GameState]:
    """Every state of the game, from the deal through each action."""
    state = rules.new_game(players=players, seed=seed)
    states = [state]
    for a in actions:
        state = rules.apply(state, a)
        states.append(state)
    return states
