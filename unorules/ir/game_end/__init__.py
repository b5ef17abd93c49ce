"""Game ends: when the game is over and who wins it, one class per module.

Each is an alternative of the ``game ends ...`` clause (its ``phrase``) and carries its
meanings side by side (see :class:`unorules.ir.game_end.base.GameEnd`). Found by this
folder: :func:`load_game_ends` imports every module.
"""

from __future__ import annotations

import importlib
import pkgutil

from unorules.ir.game_end.base import GAME_ENDS, GameEnd

__all__ = ["GAME_ENDS", "GameEnd", "load_game_ends"]

_LOADED: list[bool] = []


def load_game_ends() -> dict[str, type[GameEnd]]:
    """Every game end by its name, each module imported once."""
    if not _LOADED:
        for info in pkgutil.iter_modules(__path__):
            if info.name != "base":
                importlib.import_module(f"{__name__}.{info.name}")
        _LOADED.append(True)
    return GAME_ENDS
