"""The public front door: variants compiled by the language, bound to the engine."""

from __future__ import annotations

from pathlib import Path

from unorules.engine import record
from unorules.engine.rules import Rules
from unorules.ir.rules import RuleSet
from unorules.language import loader
from unorules.language.bundled import variants

__all__ = ["load", "load_beside", "loads", "variants"]


def load(name_or_path: str | Path) -> Rules:
    """Compile a bundled variant by name, or a ``.uno`` file by path, ready to play.

    Raises :class:`~unorules.VariantError` when the name or the file is not a variant."""
    return _bound(loader.load(name_or_path))


def load_beside(name: str, folder: Path | None, what: str) -> Rules:
    """The variant a file in ``folder`` names: a bundled variant's exact name, or a
    ``.uno`` file inside ``folder``; anything else raises :class:`~unorules.VariantError`."""
    return _bound(loader.load_beside(name, folder, what))


def loads(text: str, file: str = "<string>") -> Rules:
    """Compile variant text, ready to play. Raises :class:`~unorules.VariantError` on bad input."""
    return Rules.bind(loader.loads(text, file))


# One engine binding per compiled rule set (the loader caches those by file), so the
# engine's tables fill up once; the rule set is kept beside it so its id stays its own.
_BOUND: dict[int, tuple[RuleSet, Rules]] = {}


def _bound(ir: RuleSet) -> Rules:
    got = _BOUND.get(id(ir))
    if got is None or got[0] is not ir:
        if len(_BOUND) > 64:
            _BOUND.clear()
        got = _BOUND[id(ir)] = (ir, Rules.bind(ir))
    return got[1]


record.LOADER.append(load_beside)
