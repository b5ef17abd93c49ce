"""Game records: (variant, players, seed, actions) replays to the same states."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from attrs import frozen

from unorules.engine.state import Action, GameState, shown
from unorules.errors import ArgumentError, UnorulesError

if TYPE_CHECKING:
    from unorules.engine.rules import Rules

# How a record finds its rules from the variant it names: a bundled variant's name, or
# a .uno file in the record's own folder (``unorules.api.load_beside``, installed by
# the package's API layer: the engine does not read variant files).
LOADER: list[Callable[[str, Path | None, str], Rules]] = []

MAX_RECORD_JSON = 16 << 20  # characters: some hundred thousand actions
RECORD_KEYS = ("actions", "players", "seed", "variant")


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
    def from_json(cls, text: str, rules: Rules | None = None, folder: Path | None = None) -> GameRecord:
        """The record :meth:`to_json` wrote. Unless ``rules`` are given, the variant it
        names is loaded: a bundled variant, or a ``.uno`` file in ``folder`` (the
        record file's own). Anything that is not a record is an
        :class:`~unorules.ArgumentError` (a variant that cannot be loaded, a
        :class:`~unorules.VariantError`); whether it replays is :func:`replay`'s to say."""
        from unorules.engine.notation import action_from_json, loads_json

        d = loads_json(text, "a game record", MAX_RECORD_JSON, ArgumentError)
        if not isinstance(d, dict):
            raise ArgumentError(f"a game record is a JSON object with {', '.join(RECORD_KEYS)}, not {shown(d)}")
        for key in RECORD_KEYS:
            if key not in d:
                raise ArgumentError(f"the game record has no {key!r} (a record has {', '.join(RECORD_KEYS)})")
        unknown = sorted(str(k) for k in d if k not in RECORD_KEYS)
        if unknown:
            raise ArgumentError(f"the game record has a field {shown(unknown[0])} that no record has")
        variant, players, seed, actions = d["variant"], d["players"], d["seed"], d["actions"]
        if not isinstance(variant, str):
            raise ArgumentError(f"the game record's variant is {shown(variant)}: expected a variant's name")
        for key, value in (("players", players), ("seed", seed)):
            if type(value) is not int or not -(1 << 63) <= value < 1 << 64:
                raise ArgumentError(f"the game record's {key} is {shown(value)}: expected a whole number")
        if not isinstance(actions, list):
            raise ArgumentError(f"the game record's actions are {shown(actions)}: expected a list")
        r = rules if rules is not None else LOADER[0](variant, folder, "game record")
        out = []
        for i, a in enumerate(actions, start=1):
            try:
                out.append(action_from_json(r, a))
            except UnorulesError as err:
                raise ArgumentError(f"the game record's action {i}: {err}") from None
        return cls(variant, players, seed, tuple(out))


def replay(rules: Rules, seed: int, actions: Iterable[Action], players: int = 4) -> list[GameState]:
    """Every state of the game, from the deal through each action."""
    state = rules.new_game(players=players, seed=seed)
    states = [state]
    for a in actions:
        state = rules.apply(state, a)
        states.append(state)
    return states
