"""Scoring strategies: how a round is scored and when the game is over, one class per module.

Each strategy is an alternative of the ``scoring:`` clause (its ``phrase``) and carries
its meanings side by side (see :class:`unorules.ir.scoring.base.Scoring`). Found by this
folder: :func:`load_scorings` imports every module.
"""

from __future__ import annotations

import importlib
import pkgutil

from unorules.ir.scoring.base import SCORINGS, Scoring

__all__ = ["SCORINGS", "Scoring", "load_scorings"]

_LOADED: list[bool] = []


def load_scorings() -> dict[str, type[Scoring]]:
    """Every scoring strategy by its name, each module imported once."""
    if not _LOADED:
        for info in pkgutil.iter_modules(__path__):
            if info.name != "base":
                importlib.import_module(f"{__name__}.{info.name}")
        _LOADED.append(True)
    return SCORINGS
